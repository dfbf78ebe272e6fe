"""Shared engine for the hand-written chats in ko2/ and en2/ (copy of the
engine used by the shared ko/ and en/ sets, unchanged apart from this note).

Each chat's _build.py holds the conversation as data: a list of sessions
(start time, block of lines). Every line of a block is

    [+GAP] [#marker] [>reply_marker] sender: text

  +GAP      time since the previous message, e.g. +40s, +5m, +2h; without it a
            deterministic pseudo-random gap (seeded) is used.
  #marker   a stable name for this message; labels refer to markers.
  >marker   this message is a Telegram reply to the message with that marker.
  text      a literal backslash-n (\\n) becomes a newline.

build() turns the sessions into messages with message_id 1, 2, 3 ... and
timestamps, and write_all() resolves the markers used in the labels to
message_ids and writes chat.jsonl and the five label files. Nothing here is
random at run time: the same input always gives the same files.
"""
import datetime as dt
import json
import os
import random
import re

LINE = re.compile(r'^((?:[+#>]\S+\s+)*)([^\s:]+): (.*)$')


def _gap_seconds(tok):
    n, unit = int(tok[:-1]), tok[-1]
    return n * {'s': 1, 'm': 60, 'h': 3600}[unit]


def build(sessions, people, tz_hours, seed):
    """people: {name: (sender_id, is_bot)}. Returns (messages, markers)."""
    tz = dt.timezone(dt.timedelta(hours=tz_hours))
    rng = random.Random(seed)
    msgs, markers = [], {}
    prev_ts, prev_sender = None, None
    for start, block in sessions:
        t0 = dt.datetime.strptime(start, '%Y-%m-%d %H:%M').replace(tzinfo=tz)
        t0 += dt.timedelta(seconds=rng.randint(0, 50))
        if prev_ts is not None and t0 <= prev_ts:
            raise SystemExit(f'session {start} starts before the previous message ({prev_ts.isoformat()})')
        first = True
        for raw in block.strip('\n').split('\n'):
            if not raw.strip():
                continue
            m = LINE.match(raw.strip())
            if not m:
                raise SystemExit(f'cannot parse line: {raw!r}')
            pre, sender, text = m.groups()
            if sender not in people:
                raise SystemExit(f'unknown sender {sender!r} in line: {raw!r}')
            gap = marker = reply = None
            for tok in pre.split():
                if tok[0] == '+':
                    gap = _gap_seconds(tok[1:])
                elif tok[0] == '#':
                    marker = tok[1:]
                elif tok[0] == '>':
                    reply = tok[1:]
            text = text.replace('\\n', '\n')
            sender_id, is_bot = people[sender]
            if first:
                ts = t0
                first = False
            else:
                if gap is None:
                    if is_bot:
                        gap = rng.randint(4, 12) + min(len(text) // 25, 25)
                    elif sender == prev_sender:
                        gap = rng.randint(4, 25) + min(len(text) // 5, 120)
                    else:
                        gap = rng.randint(15, 95) + min(len(text) // 5, 120)
                ts = prev_ts + dt.timedelta(seconds=gap)
            mid = len(msgs) + 1
            msg = {'sender': sender, 'text': text, 'timestamp': ts.isoformat(),
                   'message_id': mid, 'sender_id': sender_id, 'is_bot': is_bot}
            if reply is not None:
                if reply not in markers:
                    raise SystemExit(f'reply to unknown/later marker {reply!r}: {raw!r}')
                msg['reply_to'] = markers[reply]
            if marker is not None:
                if marker in markers:
                    raise SystemExit(f'duplicate marker {marker!r}')
                markers[marker] = mid
            msgs.append(msg)
            prev_ts, prev_sender = ts, sender
    return msgs, markers


def _ids(markers, keys, where):
    out = []
    for k in keys:
        if k not in markers:
            raise SystemExit(f'unknown marker {k!r} in {where}')
        out.append(markers[k])
    return out


def write_all(folder, msgs, markers, decisions, non_decisions, todos, non_todos, questions):
    def dump(name, obj):
        with open(os.path.join(folder, name), 'w', encoding='utf-8') as f:
            json.dump(obj, f, ensure_ascii=False, indent=1)
            f.write('\n')

    with open(os.path.join(folder, 'chat.jsonl'), 'w', encoding='utf-8') as f:
        for m in msgs:
            f.write(json.dumps(m, ensure_ascii=False) + '\n')

    out = []
    for d in decisions:
        out.append({'id': d['id'], 'text': d['text'],
                    'stated': _ids(markers, d['stated'], d['id']),
                    'agreed_by': d['agreed_by'], 'objected_by': d.get('objected_by', []),
                    'status': d['status'], 'superseded_by': d.get('superseded_by'),
                    'changed_at': _ids(markers, d.get('changed_at', []), d['id'])})
    dump('decisions.json', out)

    dump('non_decisions.json', [{'message_ids': _ids(markers, keys, f'non_decision {why}'), 'why': why}
                                for keys, why in non_decisions])

    out = []
    for t in todos:
        out.append({'id': t['id'], 'owner': t['owner'], 'task': t['task'],
                    'taken': _ids(markers, t['taken'], t['id']), 'due': t.get('due', ''),
                    'status': t['status'], 'closed_by': _ids(markers, t.get('closed_by', []), t['id']),
                    'handed_to': t.get('handed_to')})
    dump('todos.json', out)

    dump('non_todos.json', [{'message_ids': _ids(markers, keys, f'non_todo {why}'), 'why': why}
                            for keys, why in non_todos])

    dump('questions.json', [{'question': q, 'evidence': _ids(markers, ev, q), 'answer': a, 'type': ty}
                            for q, ev, a, ty in questions])
    print(f'{os.path.basename(folder)}: {len(msgs)} messages, {len(decisions)} decisions, {len(non_decisions)} non-decisions, '
          f'{len(todos)} to-dos, {len(non_todos)} non-to-dos, {len(questions)} questions')
