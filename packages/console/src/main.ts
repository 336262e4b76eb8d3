// The console page's entry: registering the root element is all it takes.
import './kefu-console.js';
