type Speller = { correct(word: string): boolean };

let loading: Promise<Speller> | undefined;

async function loadSpeller(): Promise<Speller> {
  const [{ default: nspell }, { default: dictionary }] = await Promise.all([import('nspell'), import('dictionary-en')]);
  // nspell's types ask for Buffers; the dictionary package hands Uint8Arrays of the same bytes.
  const bytes = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return nspell({ aff: bytes(dictionary.aff), dic: bytes(dictionary.dic) });
}

/**
 * Whether an English word is spelt as a dictionary spells it (Hunspell's en dictionary through nspell, inflections
 * included): "stuck" is a word even where no article writes it, "retrun" is not. Loaded on the first question that
 * needs it (≈ 0.3 s, ≈ 20 MB), never for a shop whose questions hold only its own words.
 */
export async function englishWordCheck(): Promise<(word: string) => boolean> {
  // Without a dictionary every word counts as spelt right: questions are read as written, as before, never refused.
  loading ??= loadSpeller().catch(() => ({ correct: () => true }));
  const speller = await loading;
  return (word) => speller.correct(word);
}
