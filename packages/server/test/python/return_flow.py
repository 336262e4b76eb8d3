"""A whole return workflow driven by Debian's python-socketio: a second implementation of the Socket.IO protocol.

    python3 return_flow.py <server url> <identity JWT> <protocol version> <order id>

Prints one JSON line (the transcript) and exits 0, or prints the failure to stderr and exits 1.
"""
import json
import queue
import sys
import uuid

import socketio
import websocket  # Debian's python3-websocket (websocket-client): python-engineio's WebSocket transport

url, identity, protocol_version, order_id = sys.argv[1:5]
TIMEOUT = 20
events = queue.Queue()
client = socketio.Client(reconnection=False)
for name in ('message:done', 'interrupt:open', 'interrupt:closed', 'error'):
    client.on(name, (lambda event: lambda data: events.put((event, data)))(name))


def fail(message):
    print(message, file=sys.stderr)
    client.disconnect()
    sys.exit(1)


def call(event, payload):
    ack = client.call(event, payload, timeout=TIMEOUT)
    if not isinstance(ack, dict) or ack.get('ok') is not True:
        fail(f'{event} was refused: {ack!r}')
    return ack


def next_event(wanted):
    while True:
        try:
            event, data = events.get(timeout=TIMEOUT)
        except queue.Empty:
            fail(f'no {wanted} within {TIMEOUT} s')
        received.append((event, data))
        if event == 'error':
            fail(f'error event: {data!r}')
        if event in wanted:
            return event, data


received = []
# websocket-client (1.2 on Debian 12) writes its own Origin, the server's host (http://127.0.0.1:<port>), which the
# demo site allows; an Origin passed in headers would be sent as a second one.
client.connect(url, transports=['websocket'], wait_timeout=TIMEOUT)
hello = call('session:hello', {'protocolVersion': protocol_version, 'siteKey': 'demo', 'locale': 'zh-CN', 'identity': identity})
first_id = str(uuid.uuid4())
sent = call('message:send', {'clientMsgId': first_id, 'text': '我要退货'})
retry = call('message:send', {'clientMsgId': first_id, 'text': '我要退货'})
if retry.get('duplicate') is not True or retry.get('seq') != sent.get('seq'):
    fail(f'a retried clientMsgId was not acknowledged as the same message: {sent!r} then {retry!r}')

prompts = []
receipt = None
while receipt is None:
    event, data = next_event(('interrupt:open', 'message:done'))
    if event == 'message:done':
        parts = data['message'].get('parts') or []
        receipt = next((part for part in parts if part.get('type') == 'receipt'), None)
        continue
    prompt = data['interrupt']
    prompts.append({'kind': prompt['kind'], 'workflow': prompt.get('workflow')})
    reply = {'interruptId': prompt['interruptId']}
    if prompt['kind'] == 'text':
        reply.update(action='answer', value=order_id)
    elif prompt['kind'] == 'choice':
        reply.update(action='answer', value=prompt['options'][0]['value'])
    elif prompt['kind'] == 'upload' and prompt.get('skippable'):
        reply.update(action='skip')
    elif prompt['kind'] == 'confirm':
        reply.update(action='approve')
    else:
        fail(f'unexpected prompt: {prompt!r}')
    call('interrupt:reply', reply)

client.sleep(0.2)  # let anything after the receipt arrive before the socket closes
while not events.empty():
    received.append(events.get())
client.disconnect()
seqs = [data['seq'] for event, data in received if event != 'error']
print(json.dumps({'threadId': hello['threadId'], 'customerId': hello.get('customerId'), 'firstSeq': sent['seq'],
                  'duplicateAck': retry, 'prompts': prompts, 'receipt': receipt, 'seqs': seqs,
                  'websocketClient': {'version': websocket.__version__, 'path': websocket.__file__},
                  'events': [event for event, _ in received]}, ensure_ascii=False))
