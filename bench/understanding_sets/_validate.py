#!/usr/bin/env python3
"""Checks the chats and their labels, and prints every label with the
messages it cites so a person can reread them.

    python3 _validate.py             # check every set, print everything
    python3 _validate.py ko2 --quiet # only errors, warnings and counts

Adapted from the shared set's validator for the ko2/ and en2/ chats: the
expected counts below (COUNTS) are checked exactly, and non-to-do reasons are
checked against NT_WHY (which adds 'instruction to others').

Exit status 1 when an error is found. Warnings do not fail the run.
"""
import collections
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

EXPECT = {  # folder: (utc offset, min messages, max messages, questions, weeks)
    'ko2': ('+09:00', 350, 450, 36, 4),
    'en2': ('-05:00', 250, 300, 33, 4),
    'ko3': ('+09:00', 350, 450, 36, 4),
    'en3': ('+01:00', 250, 350, 33, 4),
    'ko4': ('+09:00', 250, 400, 36, 5),
    'en4': ('+13:00', 250, 400, 33, 4),
    'ko5': ('+09:00', 250, 400, 36, 5),
    'en5': ('-04:00', 250, 400, 33, 4),
    'ko6': ('+09:00', 250, 300, 36, 5),
    'en6': ('-06:00', 250, 300, 33, 5),
    'ko7': ('+09:00', 250, 300, 36, 5),
    'en7': ('+10:00', 250, 300, 33, 4),
    'ko8': ('+09:00', 250, 300, 36, 5),
    'en8': ('-04:00', 250, 300, 33, 5),
    'ko9': ('+09:00', 250, 300, 36, 5),
    'en9': ('+05:30', 250, 300, 33, 5),
    'ko10': ('+09:00', 250, 300, 36, 5),
    'en10': ('+00:00', 250, 300, 33, 5),
    'ko11': ('+09:00', 250, 300, 33, 5),
    'en11': ('+02:00', 250, 300, 33, 5),
    'ko12': ('+09:00', 250, 300, 33, 5),
    'en12': ('+13:00', 250, 300, 33, 5),
    'ko13': ('+09:00', 250, 300, 33, 5),
    'en13': ('-04:00', 250, 300, 33, 5),
    'ko14': ('+09:00', 250, 300, 33, 5),
    'en14': ('+11:00', 250, 300, 33, 5),
    'ko15': ('+09:00', 250, 300, 33, 5),
    'en15': ('+00:00', 250, 300, 33, 5),
    'ko16': ('+09:00', 250, 300, 33, 5),
    'en16': ('+08:00', 250, 300, 33, 5),
    'ko17': ('+09:00', 250, 300, 33, 5),
    'en17': ('-05:00', 250, 300, 33, 5),
    'ko18': ('+09:00', 250, 300, 33, 5),
    'en18': ('+03:00', 250, 300, 33, 5),
    'ko19': ('+09:00', 250, 300, 33, 5),
    'en19': ('+00:00', 250, 300, 33, 5),
    'ko20': ('+09:00', 250, 300, 33, 5),
    'en20': ('+10:00', 250, 300, 33, 5),
    'ko21': ('+09:00', 250, 300, 33, 5),
    'en21': ('-05:00', 250, 300, 33, 5),
    'ko22': ('+09:00', 250, 300, 33, 5),
    'en22': ('+00:00', 250, 300, 33, 5),
    'ko23': ('+09:00', 250, 300, 33, 5),
    'en23': ('+01:00', 250, 300, 33, 5),
    'ko24': ('+09:00', 250, 300, 33, 5),
    'en24': ('+00:00', 250, 300, 33, 5),
    'ko25': ('+09:00', 250, 300, 33, 5),
    'en25': ('+01:00', 250, 300, 33, 5),
    'ko26': ('+09:00', 250, 300, 33, 5),
    'en26': ('+10:00', 250, 300, 33, 5),
    'ko27': ('+09:00', 250, 300, 33, 5),
    'en27': ('-05:00', 250, 300, 33, 5),
    'ko28': ('+09:00', 250, 300, 33, 5),
    'en28': ('+13:00', 250, 300, 33, 5),
    'ko29': ('+09:00', 250, 300, 33, 5),
    'en29': ('+01:00', 250, 300, 33, 5),
    'ko30': ('+09:00', 250, 300, 33, 5),
    'en30': ('+01:00', 250, 300, 33, 5),
    'ko31': ('+09:00', 250, 300, 33, 5),
    'en31': ('+01:00', 250, 300, 33, 5),
    'ko32': ('+09:00', 250, 300, 33, 5),
    'en32': ('-03:00', 250, 300, 33, 5),
    'ko33': ('+09:00', 250, 300, 33, 5),
    'en33': ('-06:00', 250, 300, 33, 5),
    'ko34': ('+09:00', 250, 300, 33, 5),
    'en34': ('-06:00', 250, 300, 33, 5),
    'ko35': ('+09:00', 250, 300, 33, 5),
    'en35': ('-07:00', 250, 300, 33, 5),
    'ko36': ('+09:00', 250, 300, 33, 5),
    'en36': ('-04:00', 250, 300, 33, 5),
    'ko37': ('+09:00', 250, 300, 33, 5),
    'en37': ('-07:00', 250, 300, 33, 5),
    'ko38': ('+09:00', 250, 300, 33, 5),
    'en38': ('-05:00', 250, 300, 33, 5),
    'ko39': ('+09:00', 250, 300, 33, 5),
    'en39': ('-05:00', 250, 300, 33, 5),
    'ko41': ('+09:00', 250, 300, 33, 5),
    'en41': ('-06:00', 250, 300, 33, 5),
    'ko40': ('+09:00', 250, 300, 33, 5),
    'en40': ('-06:00', 250, 300, 33, 5),
    'ko42': ('+09:00', 250, 300, 33, 5),
    'en42': ('+10:00', 250, 300, 33, 5),
    'ko43': ('+09:00', 250, 300, 33, 5),
    'en43': ('+11:00', 250, 300, 33, 5),
    'ko44': ('+09:00', 250, 300, 33, 5),
    'en44': ('+00:00', 250, 300, 33, 5),
    'ko45': ('+09:00', 250, 300, 33, 5),
    'en45': ('+02:00', 250, 300, 33, 5),
    'ko46': ('+09:00', 250, 300, 33, 5),
    'en46': ('+05:45', 250, 300, 33, 5),
    'ko47': ('+09:00', 250, 300, 33, 5),
    'en47': ('-03:00', 250, 300, 33, 5),
    'ko48': ('+09:00', 250, 300, 33, 5),
    'en48': ('+01:00', 250, 300, 33, 5),
    'ko49': ('+09:00', 250, 300, 33, 5),
    'en49': ('+02:00', 250, 300, 33, 5),
}
COUNTS = {  # the counts table of README.md; any difference is an error
    'ko2': dict(messages=412, bot_messages=14,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=15,
                questions={'changed': 9, 'owner': 6, 'status': 6, 'single': 6, 'temporal': 5, 'multi': 4}),
    'en2': dict(messages=274, bot_messages=9,
                decisions={'current': 8, 'superseded': 3, 'dropped': 1},
                non_decisions=9,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=10,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko3': dict(messages=388, bot_messages=13,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=14,
                questions={'changed': 9, 'owner': 6, 'status': 6, 'single': 6, 'temporal': 5, 'multi': 4}),
    'ko4': dict(messages=287, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=11,
                questions={'changed': 9, 'owner': 6, 'status': 6, 'single': 5, 'temporal': 5, 'multi': 5}),
    'en4': dict(messages=268, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=11,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko5': dict(messages=266, bot_messages=13,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=13,
                questions={'changed': 9, 'owner': 6, 'status': 6, 'single': 5, 'temporal': 5, 'multi': 5}),
    'en5': dict(messages=258, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=9,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=11,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko6': dict(messages=262, bot_messages=12,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=13,
                questions={'changed': 9, 'owner': 6, 'status': 6, 'single': 5, 'temporal': 5, 'multi': 5}),
    'en6': dict(messages=264, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=9,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=11,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en3': dict(messages=278, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=9,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=11,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko7': dict(messages=286, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=13,
                questions={'changed': 9, 'owner': 6, 'status': 6, 'single': 5, 'temporal': 5, 'multi': 5}),
    'en7': dict(messages=253, bot_messages=8,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=9,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=11,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko8': dict(messages=255, bot_messages=14,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=14,
                questions={'changed': 9, 'owner': 6, 'status': 6, 'single': 5, 'temporal': 5, 'multi': 5}),
    'en8': dict(messages=259, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=9,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko9': dict(messages=268, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 9, 'owner': 6, 'status': 6, 'single': 5, 'temporal': 5, 'multi': 5}),
    'en9': dict(messages=267, bot_messages=12,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=9,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=13,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko10': dict(messages=271, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=14,
                questions={'changed': 9, 'owner': 6, 'status': 6, 'single': 5, 'temporal': 5, 'multi': 5}),
    'en10': dict(messages=262, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=9,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko11': dict(messages=264, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=13,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en11': dict(messages=259, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko12': dict(messages=286, bot_messages=8,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=14,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en12': dict(messages=256, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko13': dict(messages=297, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=13,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en13': dict(messages=298, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko14': dict(messages=268, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en14': dict(messages=263, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=9,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko15': dict(messages=298, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en15': dict(messages=258, bot_messages=8,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=9,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko16': dict(messages=265, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en16': dict(messages=260, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko17': dict(messages=268, bot_messages=12,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=11,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en17': dict(messages=263, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko18': dict(messages=285, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=12,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en18': dict(messages=269, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko19': dict(messages=295, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=11,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en19': dict(messages=266, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko20': dict(messages=292, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=12,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en20': dict(messages=277, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko21': dict(messages=297, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en21': dict(messages=272, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko22': dict(messages=289, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en22': dict(messages=286, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko23': dict(messages=291, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en23': dict(messages=272, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko24': dict(messages=284, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en24': dict(messages=262, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=9,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko25': dict(messages=286, bot_messages=13,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en25': dict(messages=279, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko26': dict(messages=279, bot_messages=14,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en26': dict(messages=261, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko27': dict(messages=256, bot_messages=13,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en27': dict(messages=260, bot_messages=12,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko28': dict(messages=294, bot_messages=13,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en28': dict(messages=262, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko29': dict(messages=290, bot_messages=15,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=11,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en29': dict(messages=263, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko30': dict(messages=266, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en30': dict(messages=263, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko31': dict(messages=262, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en31': dict(messages=258, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko32': dict(messages=266, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en32': dict(messages=255, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=11,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko33': dict(messages=257, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en33': dict(messages=258, bot_messages=12,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko34': dict(messages=270, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en34': dict(messages=254, bot_messages=16,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko35': dict(messages=275, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en35': dict(messages=260, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko36': dict(messages=286, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en36': dict(messages=264, bot_messages=15,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko37': dict(messages=257, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en37': dict(messages=257, bot_messages=12,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=11,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko38': dict(messages=278, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en38': dict(messages=260, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko39': dict(messages=262, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=11,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en39': dict(messages=264, bot_messages=8,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko41': dict(messages=261, bot_messages=8,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en41': dict(messages=255, bot_messages=7,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko40': dict(messages=266, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=11,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en40': dict(messages=260, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko42': dict(messages=260, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en42': dict(messages=260, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko43': dict(messages=290, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en43': dict(messages=285, bot_messages=8,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko44': dict(messages=281, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en44': dict(messages=277, bot_messages=7,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko45': dict(messages=286, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en45': dict(messages=271, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko46': dict(messages=289, bot_messages=12,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en46': dict(messages=266, bot_messages=12,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko47': dict(messages=266, bot_messages=9,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en47': dict(messages=265, bot_messages=8,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko48': dict(messages=284, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en48': dict(messages=262, bot_messages=11,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'ko49': dict(messages=291, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
    'en49': dict(messages=269, bot_messages=10,
                decisions={'current': 7, 'superseded': 3, 'dropped': 2},
                non_decisions=10,
                todos={'done': 11, 'open': 2, 'dropped': 2},
                non_todos=12,
                questions={'changed': 8, 'owner': 5, 'status': 6, 'single': 6, 'temporal': 4, 'multi': 4}),
}
DEC_STATUS = {'current', 'superseded', 'dropped'}
TODO_STATUS = {'open', 'done', 'dropped'}
ND_WHY = {'proposal not taken up', 'question', 'joke', 'hypothetical', 'bot suggestion ignored'}
NT_WHY = {'banter promise', 'already done', 'already done by someone else', 'vague wish', 'vague promise',
          'offer declined', 'bot offer not taken up', 'instruction to others'}
Q_TYPES = {'single', 'multi', 'temporal', 'changed', 'owner', 'status'}


class Report:
    def __init__(self):
        self.errors, self.warnings = [], []

    def err(self, msg):
        self.errors.append(msg)

    def warn(self, msg):
        self.warnings.append(msg)


def load_json(path):
    with open(path, encoding='utf-8') as f:
        return json.load(f)


def longest_common_run(a, b):
    """Length of the longest common substring (characters, spaces squeezed)."""
    a = re.sub(r'\s+', ' ', a.lower())
    b = re.sub(r'\s+', ' ', b.lower())
    best = 0
    prev = [0] * (len(b) + 1)
    for i in range(1, len(a) + 1):
        cur = [0] * (len(b) + 1)
        for j in range(1, len(b) + 1):
            if a[i - 1] == b[j - 1]:
                cur[j] = prev[j - 1] + 1
                if cur[j] > best:
                    best = cur[j]
        prev = cur
    return best


def check(folder, quiet):
    rep = Report()
    path = os.path.join(HERE, folder)
    offset, lo, hi, nq, weeks = EXPECT[folder]

    msgs = []
    with open(os.path.join(path, 'chat.jsonl'), encoding='utf-8') as f:
        for n, line in enumerate(f, 1):
            try:
                msgs.append(json.loads(line))
            except json.JSONDecodeError as e:
                rep.err(f'chat.jsonl line {n}: {e}')
    by_id = {}
    sender_ids = {}
    prev_ts = None
    for i, m in enumerate(msgs, 1):
        for k in ('sender', 'text', 'timestamp', 'message_id', 'sender_id', 'is_bot'):
            if k not in m:
                rep.err(f'message {i}: missing {k}')
        if m.get('message_id') != i:
            rep.err(f'message {i}: message_id is {m.get("message_id")}, expected {i}')
        by_id[m['message_id']] = m
        ts = dt.datetime.fromisoformat(m['timestamp'])
        if not m['timestamp'].endswith(offset):
            rep.err(f'message {i}: timestamp {m["timestamp"]} is not at {offset}')
        if prev_ts and ts <= prev_ts:
            rep.err(f'message {i}: timestamp not after previous')
        prev_ts = ts
        key = (m['sender'], m['is_bot'])
        if m['sender'] in sender_ids and sender_ids[m['sender']] != (m['sender_id'], m['is_bot']):
            rep.err(f'message {i}: sender {m["sender"]} changes id/is_bot')
        sender_ids.setdefault(m['sender'], (m['sender_id'], m['is_bot']))
        if 'reply_to' in m and not (isinstance(m['reply_to'], int) and 1 <= m['reply_to'] < i):
            rep.err(f'message {i}: reply_to {m["reply_to"]} is not an earlier message')
    if len({v[0] for v in sender_ids.values()}) != len(sender_ids):
        rep.err('two senders share a sender_id')
    if not lo <= len(msgs) <= hi:
        rep.warn(f'{len(msgs)} messages, expected {lo}-{hi}')
    first = dt.datetime.fromisoformat(msgs[0]['timestamp'])
    last = dt.datetime.fromisoformat(msgs[-1]['timestamp'])
    span_days = (last.date() - first.date()).days + 1
    if not (weeks * 7 - 3 <= span_days <= weeks * 7 + 1):
        rep.warn(f'chat spans {span_days} days, expected about {weeks} weeks')
    names = set(sender_ids)

    def ids_ok(ids, where):
        if not isinstance(ids, list):
            rep.err(f'{where}: not a list')
            return
        for x in ids:
            if x not in by_id:
                rep.err(f'{where}: message_id {x} does not exist')

    # ---- decisions
    decs = load_json(os.path.join(path, 'decisions.json'))
    dids = [d['id'] for d in decs]
    if len(set(dids)) != len(dids):
        rep.err('duplicate decision ids')
    dmap = {d['id']: d for d in decs}
    for d in decs:
        w = f'decision {d["id"]}'
        for k in ('id', 'text', 'stated', 'agreed_by', 'objected_by', 'status', 'superseded_by', 'changed_at'):
            if k not in d:
                rep.err(f'{w}: missing {k}')
        ids_ok(d['stated'], w + ' stated')
        ids_ok(d['changed_at'], w + ' changed_at')
        if not d['stated']:
            rep.err(f'{w}: no stated messages')
        if d['status'] not in DEC_STATUS:
            rep.err(f'{w}: bad status {d["status"]}')
        for n in d['agreed_by'] + d['objected_by']:
            if n not in names:
                rep.err(f'{w}: {n} is not a sender')
        if d['status'] == 'superseded':
            if d['superseded_by'] not in dmap:
                rep.err(f'{w}: superseded_by {d["superseded_by"]} is not a decision')
            if not d['changed_at']:
                rep.err(f'{w}: superseded without changed_at')
            else:
                succ = dmap.get(d['superseded_by'])
                if succ and not set(d['changed_at']) <= set(succ['stated']):
                    rep.warn(f'{w}: changed_at {sorted(set(d["changed_at"]) - set(succ["stated"]))} not in {succ["id"]}.stated')
        elif d['status'] == 'dropped':
            if d['superseded_by'] is not None:
                rep.err(f'{w}: dropped but has superseded_by')
            if not d['changed_at']:
                rep.err(f'{w}: dropped without changed_at')
        else:
            if d['superseded_by'] is not None or d['changed_at']:
                rep.err(f'{w}: current but has superseded_by/changed_at')
        if d['changed_at'] and d['stated'] and min(d['changed_at']) <= min(d['stated']):
            rep.err(f'{w}: changed before it was stated')
    cnt = collections.Counter(d['status'] for d in decs)
    chain = [d for d in decs if d['status'] == 'superseded' and dmap.get(d['superseded_by'], {}).get('status') == 'superseded']
    if not 8 <= len(decs) <= 12:
        rep.warn(f'{len(decs)} decisions (brief: 8-12)')
    if not 3 <= cnt['superseded'] <= 4:
        rep.warn(f'{cnt["superseded"]} superseded decisions (brief: 3-4)')
    if not 1 <= cnt['dropped'] <= 2:
        rep.warn(f'{cnt["dropped"]} dropped decisions (brief: 1-2)')
    if not chain:
        rep.warn('no decision changed twice')
    if not any(d['objected_by'] for d in decs):
        rep.warn('no decision with an objection')

    # ---- non-decisions
    nds = load_json(os.path.join(path, 'non_decisions.json'))
    stated_all = {x for d in decs for x in d['stated']}
    for i, nd in enumerate(nds):
        ids_ok(nd['message_ids'], f'non_decision {i}')
        if nd['why'] not in ND_WHY:
            rep.warn(f'non_decision {i}: unusual why {nd["why"]!r}')
        clash = set(nd['message_ids']) & stated_all
        if clash:
            rep.err(f'non_decision {i}: messages {sorted(clash)} are also decision evidence')
    if len(nds) < 8:
        rep.warn(f'{len(nds)} non-decisions (brief: 8+)')

    # ---- to-dos
    todos = load_json(os.path.join(path, 'todos.json'))
    tids = [t['id'] for t in todos]
    if len(set(tids)) != len(tids):
        rep.err('duplicate to-do ids')
    for t in todos:
        w = f'todo {t["id"]}'
        for k in ('id', 'owner', 'task', 'taken', 'due', 'status', 'closed_by', 'handed_to'):
            if k not in t:
                rep.err(f'{w}: missing {k}')
        ids_ok(t['taken'], w + ' taken')
        ids_ok(t['closed_by'], w + ' closed_by')
        if not t['taken']:
            rep.err(f'{w}: no taken messages')
        if t['owner'] not in names:
            rep.err(f'{w}: owner {t["owner"]} is not a sender')
        if t['handed_to'] is not None and t['handed_to'] not in names:
            rep.err(f'{w}: handed_to {t["handed_to"]} is not a sender')
        if t['status'] not in TODO_STATUS:
            rep.err(f'{w}: bad status')
        if t['status'] in ('done', 'dropped') and not t['closed_by']:
            rep.err(f'{w}: {t["status"]} without closed_by')
        if t['status'] == 'open' and t['closed_by']:
            rep.err(f'{w}: open but has closed_by')
        if t['due'] and not re.fullmatch(r'\d{4}-\d{2}-\d{2}', t['due']):
            rep.err(f'{w}: bad due {t["due"]}')
        if t['closed_by'] and t['taken'] and max(t['closed_by']) <= min(t['taken']):
            rep.err(f'{w}: closed before taken')
        for x in t['taken']:
            s = by_id.get(x, {}).get('sender')
            if s not in (t['owner'], t['handed_to']):
                rep.warn(f'{w}: taken message {x} is by {s}, not the owner/handed_to')
    tc = collections.Counter(t['status'] for t in todos)
    if not 10 <= len(todos) <= 15:
        rep.warn(f'{len(todos)} to-dos (brief: 10-15)')
    if not any(t['handed_to'] for t in todos):
        rep.warn('no handed-over to-do')
    if not any(by_id[t['taken'][0]]['is_bot'] for t in todos):
        rep.warn('no bot to-do')
    if tc['open'] == 0 or tc['dropped'] == 0:
        rep.warn(f'to-do statuses {dict(tc)}: want some open and some dropped')

    # ---- non-to-dos
    nts = load_json(os.path.join(path, 'non_todos.json'))
    taken_all = {x for t in todos for x in t['taken']}
    for i, nt in enumerate(nts):
        ids_ok(nt['message_ids'], f'non_todo {i}')
        if nt['why'] not in NT_WHY:
            rep.warn(f'non_todo {i}: unusual why {nt["why"]!r}')
        clash = set(nt['message_ids']) & taken_all
        if clash:
            rep.err(f'non_todo {i}: messages {sorted(clash)} are also to-do evidence')
        clash = set(nt['message_ids']) & stated_all
        if clash:
            rep.warn(f'non_todo {i}: messages {sorted(clash)} are decision evidence')
    for i, nd in enumerate(nds):
        clash = set(nd['message_ids']) & taken_all
        if clash:
            rep.warn(f'non_decision {i}: messages {sorted(clash)} are to-do evidence')
    if len(nts) < 8:
        rep.warn(f'{len(nts)} non-to-dos (brief: 8+)')

    # ---- questions
    qs = load_json(os.path.join(path, 'questions.json'))
    qc = collections.Counter(q['type'] for q in qs)
    if len(qs) != nq:
        rep.warn(f'{len(qs)} questions, expected {nq}')
    if qc['changed'] < 8:
        rep.warn(f'only {qc["changed"]} changed questions')
    if qc['owner'] + qc['status'] < 6:
        rep.warn('fewer than 6 owner/status questions')
    seen_q = set()
    for i, q in enumerate(qs):
        w = f'question {i}'
        if q['type'] not in Q_TYPES:
            rep.err(f'{w}: bad type {q["type"]}')
        ids_ok(q['evidence'], w)
        if not q['evidence'] or not q['answer'].strip():
            rep.err(f'{w}: empty evidence/answer')
        if q['question'] in seen_q:
            rep.err(f'{w}: duplicate question')
        seen_q.add(q['question'])
        limit = 12 if folder.startswith('ko') else 22
        for x in q['evidence']:
            run = longest_common_run(q['question'], by_id.get(x, {}).get('text', ''))
            if run >= limit:
                rep.warn(f'{w}: shares {run} characters with message {x} (copying?)')

    # ---- counts table (exact)
    exp = COUNTS.get(folder, {})
    got = dict(messages=len(msgs), bot_messages=sum(1 for m in msgs if m['is_bot']),
               decisions=dict(cnt), non_decisions=len(nds), todos=dict(tc), non_todos=len(nts),
               questions=dict(qc))
    for k, v in exp.items():
        if v is None or v == {}:
            continue
        if isinstance(v, dict):
            g = {a: b for a, b in got[k].items() if b}
            w = {a: b for a, b in v.items() if b}
            if g != w:
                rep.err(f'counts: {k} is {g}, README/COUNTS says {w}')
        elif got[k] != v:
            rep.err(f'counts: {k} is {got[k]}, README/COUNTS says {v}')

    # ---- print for review
    def show(ids, indent='      '):
        for x in ids:
            m = by_id.get(x)
            if not m:
                continue
            t = m['text'].replace('\n', ' / ')
            if len(t) > 110:
                t = t[:107] + '...'
            print(f'{indent}[{x}] {m["timestamp"][5:16]} {m["sender"]}: {t}')

    if not quiet:
        print(f'\n==================== {folder} ====================')
        print('\n--- DECISIONS')
        for d in decs:
            extra = f' -> {d["superseded_by"]}' if d['superseded_by'] else ''
            print(f'  {d["id"]} [{d["status"]}{extra}] {d["text"]}  agreed={d["agreed_by"]} objected={d["objected_by"]}')
            print('    stated:')
            show(d['stated'])
            if d['changed_at']:
                print('    changed_at:')
                show(d['changed_at'])
        print('\n--- NON-DECISIONS')
        for nd in nds:
            print(f'  ({nd["why"]})')
            show(nd['message_ids'])
        print('\n--- TO-DOS')
        for t in todos:
            h = f' -> handed to {t["handed_to"]}' if t['handed_to'] else ''
            print(f'  {t["id"]} [{t["status"]}] {t["owner"]}{h}: {t["task"]}  due={t["due"] or "-"}')
            print('    taken:')
            show(t['taken'])
            if t['closed_by']:
                print('    closed_by:')
                show(t['closed_by'])
        print('\n--- NON-TO-DOS')
        for nt in nts:
            print(f'  ({nt["why"]})')
            show(nt['message_ids'])
        print('\n--- QUESTIONS')
        for q in qs:
            print(f'  [{q["type"]}] {q["question"]}  => {q["answer"]}')
            show(q['evidence'])

    # ---- counts
    senders = collections.Counter(m['sender'] for m in msgs)
    days = sorted({m['timestamp'][:10] for m in msgs})
    sessions = 1
    for a, b in zip(msgs, msgs[1:]):
        if dt.datetime.fromisoformat(b['timestamp']) - dt.datetime.fromisoformat(a['timestamp']) > dt.timedelta(hours=2):
            sessions += 1
    print(f'\n[{folder}] {len(msgs)} messages, {first.date()} .. {last.date()} ({span_days} days, '
          f'{len(days)} with messages, {sessions} sessions), replies: {sum("reply_to" in m for m in msgs)}')
    print(f'[{folder}] by sender: {dict(senders)}')
    print(f'[{folder}] decisions: {len(decs)} {dict(cnt)} | non-decisions: {len(nds)} | '
          f'to-dos: {len(todos)} {dict(tc)} | non-to-dos: {len(nts)} | questions: {len(qs)} {dict(qc)}')
    for w in rep.warnings:
        print(f'[{folder}] WARNING: {w}')
    for e in rep.errors:
        print(f'[{folder}] ERROR: {e}')
    return not rep.errors


def main(argv):
    quiet = '--quiet' in argv
    folders = [a for a in argv if not a.startswith('--')] or ['ko2', 'en2', 'ko3', 'en3', 'ko4', 'en4', 'ko5', 'en5', 'ko6', 'en6', 'ko7', 'en7', 'ko8', 'en8', 'ko9', 'en9', 'ko10', 'en10', 'ko11', 'en11', 'ko12', 'en12', 'ko13', 'en13', 'ko14', 'en14', 'ko15', 'en15', 'ko16', 'en16', 'ko17', 'en17', 'ko18', 'en18', 'ko19', 'en19', 'ko20', 'en20', 'ko21', 'en21', 'ko22', 'en22', 'ko23', 'en23', 'ko24', 'en24', 'ko25', 'en25', 'ko26', 'en26', 'ko27', 'en27', 'ko28', 'en28', 'ko29', 'en29', 'ko30', 'en30', 'ko31', 'en31', 'ko32', 'en32', 'ko33', 'en33', 'ko34', 'en34', 'ko35', 'en35', 'ko36', 'en36', 'ko37', 'en37', 'ko38', 'en38', 'ko39', 'en39', 'ko41', 'en41', 'ko40', 'en40', 'ko42', 'en42', 'ko43', 'en43', 'ko44', 'en44', 'ko45', 'en45', 'ko46', 'en46', 'ko47', 'en47', 'ko48', 'en48', 'ko49', 'en49']
    ok = True
    for folder in folders:
        if not os.path.exists(os.path.join(HERE, folder, 'chat.jsonl')):
            print(f'[{folder}] missing; run {folder}/_build.py first')
            ok = False
            continue
        ok = check(folder, quiet) and ok
    print('\nOK' if ok else '\nFAILED')
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
