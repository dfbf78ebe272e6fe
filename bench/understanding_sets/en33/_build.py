#!/usr/bin/env python3
"""English (Canadian, Saskatoon) pub quiz league committee chat (Bridge City Quiz
League): the autumn season and its charity grand final, 2026-10-05 .. 2026-11-08,
-06:00 (Saskatchewan keeps CST all year).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Dale': (4902183746, False),      # chair, retired teacher; writes the question rounds
    'Priyanka': (5719203846, False),  # treasurer; fees, donations
    'Jordan': (6283019475, False),    # venues and schedule; "lol"
    'Marnie': (5038192746, False),    # prizes and socials; community association contact
    'Theo': (6820147395, False),      # 22, quizmaster-in-training, website, jokes
    'Codex': (7710293846, True),      # bot: terse, numbers
    'Gemma': (7823019475, True),      # bot: chatty
}

SESSIONS = [
("2026-10-05 19:40", r"""
Dale: Evening all. Week 5 done, eight teams still standing, nobody cried this time
Jordan: the Quizzly Bears captain came close lol
Marnie: he was SO sure about the capital of Australia 😂
Theo: sydney gang forever
#f_topic Dale: Righto, we need to nail down the grand final before the season runs out on us
#d_venue1_p Dale: Proposal: Saturday Nov 7, 7pm, back room at the Yard & Flagon. They hosted us fine in the spring
#d_venue1_a1 Marnie: Yes!! love that room
#d_venue1_a2 Priyanka: Works for me
#d_venue1_a3 Theo: 👍
#d_venue1_ok Dale: Good. Yard & Flagon, Nov 7 it is, pending the room
#t_yf Jordan: I'll call the Yard tomorrow and make sure the back room is ours that night
#n_wed Jordan: also random thought, should we move league night to Wednesdays next season? Tuesdays are brutal for the Shift Workers team
#n_wed_r Dale: Let's not touch the night mid-season. Ask me in January
Jordan: fair
Priyanka: sorry, just catching up, parent-teacher night
Priyanka: the Yard is great, their nachos alone
Theo: the nachos are the real prize
"""),
("2026-10-06 13:15", r"""
#t_yf_done Jordan: ok called the Yard. bad news, the back room is booked Nov 7 for a wedding social. they double checked
Marnie: noooo
Theo: who gets married in november
Jordan: people in saskatoon apparently lol
#d_venue2_p Jordan: option B: the Nutana Legion hall. big room, tables, a bar, parking. they have Nov 7 free
#d_venue2_obj Priyanka: The Legion charges $300 for the hall though. That's a big bite out of what we hand the charity
#d_venue2_r Jordan: I asked about that. they waive the rental if we run drinks through their bar
#d_venue2_a1 Priyanka: Oh ok, then no objection from me. Legion it is
#d_venue2_a2 Dale: Legion's good. Short walk from Broadway too
#d_venue2_a3 >d_venue2_p Marnie: 👍👍
#t_legion Jordan: cool I'll go down there Thursday and sign the booking form
"""),
("2026-10-06 20:30", r"""
#d_fee_p Priyanka: For the final, entry $10 a player? Covers the hall extras and the rest goes to charity
#d_fee_obj Theo: $10 is a lot for the Campus Know-It-Alls, half of them live on instant noodles
#d_fee_comp Dale: $5 for students with a card then. Everyone else $10
#d_fee_a1 Theo: ok yeah that's fair, they'll come for $5
#d_fee_a2 Marnie: Fine by me
#d_fee_ok Priyanka: Done. $10 regular, $5 students
#t_etransfer Priyanka: I'll set up the league e-transfer auto-deposit so captains can pay one lump per team
#n_bot_fee_q Jordan: @Codex if all 8 teams bring 6 people how much do we take in at $10
Codex: 8 × 6 × $10 = $480. With students at $5 the figure will be lower.
#n_bot_fee Codex: Setting $15 a player would reach $720 at full attendance.
#n_bot_fee_r Theo: we are not charging 15 codex lol
"""),
("2026-10-07 21:05", r"""
#d_char_p Dale: What are we giving the money to this year? I'd say the Saskatoon Food Bank
#d_char_obj Marnie: I was kind of hoping we'd split it with the Prairie Paws cat rescue, they helped my neighbour so much
#d_char_r Priyanka: Food Bank matches every dollar donated in November. Splitting halves that
#d_char_a1 Marnie: ugh ok that's a good point. Food Bank, cats next year 🐱
#d_char_a2 Jordan: food bank 👍
#d_char_a3 Theo: agreed
#d_char_ok Dale: Food Bank then
#t_letter Priyanka: I'll email the Food Bank for their donation letter so we can put it on the poster
#nt_hosting Priyanka: fyi I already paid the website hosting for the year, $96, receipt is in the drive
Dale: Thank you
"""),
("2026-10-08 17:45", r"""
Jordan: at the Legion now
Jordan: [photo]
Marnie: look at those wood panels 😍
#t_legion_done Jordan: signed the booking form, Nutana Legion hall, Sat Nov 7, doors 6:30. rental waived as long as we use their bar
Dale: Excellent
Theo: do they have a dart board
Jordan: 3 of them lol
Theo: sold
"""),
("2026-10-09 07:50", r"""
Marnie: SNOW??
Marnie: [photo]
Jordan: it's october 9th this province is a joke
Dale: It'll be gone by noon. It always is
Theo: my car door is frozen shut, I'm climbing in the passenger side
Priyanka: Stay safe on Circle Drive everyone
"""),
("2026-10-10 11:20", r"""
#d_rounds1_p Dale: For the final's question rounds, can everyone writing a round get it to me by Wednesday noon the week before? Gives me time to check answers
#d_rounds1_a1 Marnie: Wednesday noon, got it
#d_rounds1_a2 Theo: ok
#d_rounds1_a3 Jordan: 👍
#t_picture Dale: I'll do the picture round myself, famous Saskatchewan landmarks photographed badly
Marnie: 😂 the giant coffee pot in Davidson
Dale: Already on the list
#d_team_p Jordan: also team size for the final. max 6? some teams showed up with 9 last spring and it was chaos
#d_team_a1 Dale: 6 max. Agreed
#d_team_a2 Priyanka: 6 is good, keeps the tables sane
#d_team_a3 Marnie: yes please
#nt_proof Dale: And please, proofread your own round twice before sending. Last spring we had Mount Everest in Peru
Theo: in my defence it was 1am
"""),
("2026-10-11 15:00", r"""
#d_live_p Theo: what if we livestream the final on the league facebook page? some people moved away and still want to watch
#d_live_a1 Marnie: ooh I love that
#d_live_a2 Dale: Fine by me if you can make it work
#d_live_ok Theo: sweet, we're streaming it
#t_live_test Theo: I'll put the streaming kit together for the final, tripod, phone mount and a hotspot
#d_cost_p Marnie: and fun idea!! a costume round, dress as one of your answers, bonus points for the best one
#d_cost_a1 Jordan: lol yes
#d_cost_a2 Theo: I'm coming as the Davidson coffee pot
#d_cost_ok Dale: All right, costume bonus round is in
#t_cost_prize Marnie: I'll pick up a silly prize for best costume, maybe a giant foam moose hat
Priyanka: keep it under $30 please
Marnie: yes ma'am 🫡
"""),
("2026-10-12 16:30", r"""
Marnie: Happy Thanksgiving everyone 🦃
Dale: And to you. Three pies in this house and two of us
Theo: send one pie my way, for league morale
Jordan: [photo]
Jordan: my uncle deep fried the turkey again
>d_venue1_p Priyanka: Not quiz stuff but: are we still on the Yard's tab for last season? they asked me
Jordan: nope all paid in june
Priyanka: good, that's what I told them
"""),
("2026-10-13 22:10", r"""
Jordan: great night tonight
Theo: the Shift Workers crushed the music round
Theo: [photo]
Jordan: that table is loud lol
#n_anthem Theo: new rule, last place at the final has to sing O Canada solo
Marnie: in both official languages
Theo: 😭
#bot_standings_q Dale: @Codex here are the points after week 6: Quizzly Bears 214, Let's Get Quizzical 209, Shift Workers 198, Campus Know-It-Alls 187, The Usual Suspects 180, Fact Hunt 176, Tequila Mockingbird 170, Trivia Newton-John 151. Keep the standings as I send them each week
#t_standings Codex: Noted. I'll keep the table and post it after each week's scores.
#t_standings_done Codex: Week 6 standings: 1 Quizzly Bears 214, 2 Let's Get Quizzical 209, 3 Shift Workers 198, 4 Campus Know-It-Alls 187, 5 The Usual Suspects 180, 6 Fact Hunt 176, 7 Tequila Mockingbird 170, 8 Trivia Newton-John 151
"""),
("2026-10-14 19:10", r"""
#t_fb Theo: I'll make the facebook event for the final and a poster, by the weekend
#nt_scores Theo: also I can post the week 6 scores on the site
#nt_scores_r >nt_scores Jordan: already up, did it on my lunch break
Theo: oh nice
#n_cap_q Jordan: question: do we cap the final at 10 teams?
#n_cap_r Dale: There are 8 teams in the league, Jordan
Jordan: ...right. long day lol
#d_prize_p Marnie: prizes! what about $200 in gift cards, $120 for the winners and $80 for second, plus the Golden Moose trophy
#d_prize_a1 Priyanka: Budget can take that
#d_prize_a2 Dale: Yes
#d_prize_a3 Jordan: the moose returns 🫎
>d_prize_p Theo: where does the moose live between seasons
Dale: On my bookshelf, next to the encyclopedias
#t_cards Marnie: I'll buy the gift cards at McNally Robinson, they do nice ones
"""),
("2026-10-15 12:10", r"""
Theo: dale quick check, is it Regina or Saskatoon that's bigger now
Dale: Saskatoon, and has been for decades. Don't put that in a round, everyone knows it
Theo: the Campus team does not know it
Dale: Then it's a gift to them
Marnie: 😂
"""),
("2026-10-16 20:40", r"""
#d_tie_p Dale: Tiebreaker: one closest-number question, whoever's nearest wins. Simple
#d_tie_obj Jordan: boo, sudden death buzzer round is way more exciting
#n_arm Theo: or arm wrestling. captains only 💪
Marnie: I'd win
#d_tie_r Dale: We don't own buzzers, and I'm not buying eight buzzers for one question
#d_tie_a1 >d_tie_r Jordan: lol ok fine, closest number
#d_tie_a2 Marnie: closest number 👍
#t_tie_q Dale: @Gemma can you write that tiebreaker rule up in two or three lines for the rules sheet?
#t_tie_bot Gemma: Happy to! I'll draft it now so it reads clearly for captains.
#t_tie_done Gemma: Here you go:\n"If teams are tied after the final round, each tied team writes one number answer to a single tiebreaker question. The team closest to the correct answer wins. If still tied, a second tiebreaker question is asked."
Dale: Perfect, copying that in
#n_bot_theme Gemma: Also, since it's right after Halloween, a spooky-themed round could be a fun twist!
#nt_cruise Marnie: someday I want to do a quiz night on one of those river boats on the Saskatchewan
Theo: quiz cruise 2030
"""),
("2026-10-18 12:05", r"""
#t_fb_done Theo: facebook event is up + poster, have a look
Theo: [photo]
Marnie: love the moose
Priyanka: Looks great. Put the student price in bigger font?
Theo: done
#nt_fees_due Priyanka: Captains should send their team's entry by e-transfer by Oct 30, please pass that on at Tuesday's night
Jordan: 👍
#nt_beard Jordan: if the Quizzly Bears win the whole thing I'll shave my beard
Marnie: they're top of the table Jordan 😬
Jordan: I know what I said
"""),
("2026-10-19 20:15", r"""
#t_etransfer_done Priyanka: League e-transfer auto-deposit is set up. Send to the quizleague gmail, no security question needed
Dale: Thank you Priyanka
#t_letter_done Priyanka: And the Food Bank sent their letter with our donor number, it's in the drive for Theo's poster
Theo: added it to the poster
#n_merch Marnie: what about league t-shirts? "I survived the picture round"
Theo: lol
#nt_tidy Theo: at some point I'll tidy up the question bank spreadsheet, it's a mess
"""),
("2026-10-20 22:20", r"""
Jordan: week 7 done
#bot_week7 Dale: @Codex week 7: Quizzly Bears +31, Let's Get Quizzical +35, Shift Workers +28, Campus +33, Usual Suspects +25, Fact Hunt +30, Tequila Mockingbird +29, Trivia Newton-John +22
Codex: Week 7 standings: 1 Quizzly Bears 245, 2 Let's Get Quizzical 244, 3 Shift Workers 226, 4 Campus Know-It-Alls 220, 5 Fact Hunt 206, 6 The Usual Suspects 205, 7 Tequila Mockingbird 199, 8 Trivia Newton-John 173
Theo: the usual suspects getting passed by fact hunt lol
Marnie: one point in it at the top!!
Jordan: my beard is nervous
"""),
("2026-10-22 18:30", r"""
Jordan: uh oh
#d_venue3_why Jordan: Legion just called. they forgot their own Remembrance dinner is Saturday Nov 7. they're really sorry but the hall is theirs that night
Priyanka: Oh no
Dale: Well, can't argue with the veterans
#d_venue3_p Marnie: wait, Mayfair Community Hall! I'm on the association board. 90 seats, kitchen, $180 for the night, and I'm pretty sure Nov 7 is open
#d_venue3_a1 Dale: Do it
#d_venue3_a2 Jordan: yes pls
#d_venue3_a3 Priyanka: $180 is fine, we have it
#t_mayfair Marnie: I'll ring the booking lady tonight and lock it in
Theo: do they have wifi lol
Marnie: ...they have a kettle
"""),
("2026-10-22 21:45", r"""
#t_mayfair_done Marnie: Mayfair Community Hall is ours! Sat Nov 7, we get in at 5:30, $180 paid from the league account
#d_venue3_ok Dale: Wonderful. Mayfair Hall, Nov 7, 7pm start
Theo: poster + event updated
Jordan: told the Legion we're sorted, they felt awful
#n_if_full Priyanka: if we end up with more than 90 people we'd have to start turning folks away at the door
Marnie: we won't, it's 8 teams of 6 plus a few fans
"""),
("2026-10-24 10:50", r"""
#d_rounds2 Dale: 📌 Rounds for the final: send them to me by Monday 9pm. I print at Frances Morrison library Tuesday morning, that's the only morning their big printer is free
#d_rounds2_a1 Marnie: monday 9pm noted
#d_rounds2_a2 Theo: ok 👍
#d_rounds2_a3 Jordan: got it
#t_pa Jordan: I'll borrow the library's portable PA and mic for the night, they lend it to community groups
Dale: Good, my voice won't carry in that hall
#nt_pickup Jordan: also want me to grab the Golden Moose from your place?
#nt_pickup_no Dale: No need, I'll bring it myself, it rides shotgun
"""),
("2026-10-25 15:20", r"""
Jordan: anyone watching the Riders
Theo: don't talk to me about the Riders
Dale: Season's over for us, let it go
Marnie: I only watch for the snacks
Jordan: [photo]
Jordan: my watermelon hat though
"""),
("2026-10-26 21:30", r"""
#d_live_drop_why Theo: ok bad news on the stream. Mayfair has zero wifi and two teams told me they really don't want to be on facebook
#d_live_drop_p Dale: Then let's not stream it. Not worth the hassle
#d_live_drop_a1 Theo: yeah agreed, dropping it
#t_live_drop Theo: I'll stop putting the streaming kit together then lol, hadn't bought the hotspot yet
Marnie: we'll take lots of photos instead
#n_bot_stream Gemma: You could also record the final and upload it later! 🎥
#n_bot_stream_r Jordan: nah
"""),
("2026-10-27 19:55", r"""
#t_cards_hand Marnie: small problem, I'm at my sister's in Regina all this week and McNally's is in Saskatoon. can someone else get the gift cards?
#t_cards_hand_ok Priyanka: I'll get them, I'm near Broadway Thursday anyway
Marnie: thank you!! $120 and $80
#t_picture_done Dale: Picture round done, 10 landmarks, all photographed terribly. Sent to myself for printing
Theo: can't wait
#nt_hat Dale: If the Moose goes missing again like in 2023 I'll eat my hat
Jordan: the Moose has trust issues
"""),
("2026-10-29 18:40", r"""
#t_cards_done Priyanka: Got the gift cards at McNally Robinson, $120 and $80, in the cash box
#d_cost_drop_why Marnie: so... I asked the captains about the costume round and only Trivia Newton-John wants to dress up
#d_cost_drop_p Jordan: lol then it's a round for one team
#d_cost_drop_a1 Marnie: yeah let's just scrap the costume round, no point
#d_cost_drop_a2 Dale: Agreed, scrap it
#t_cost_prize_drop Marnie: and no foam moose hat then 😢 I hadn't bought it yet thank god
Theo: rip foam moose
"""),
("2026-10-31 13:00", r"""
Marnie: happy halloween!!
Marnie: [photo]
Theo: is that a dog dressed as a pumpkin
Marnie: that's Biscuit 🎃
#bot_fees Priyanka: @Codex entries so far: 7 teams paid. 38 regular players, 7 students. what's the total?
Codex: 38 × $10 + 7 × $5 = $415.
Priyanka: thanks. waiting on Fact Hunt
#nt_bot_practice Codex: I can also generate a set of practice questions for teams if useful.
"""),
("2026-11-02 20:00", r"""
Jordan: Fact Hunt paid last night, all 8 teams in
Priyanka: Yep, $460 in total
#t_rules Dale: I'll update the rules document on the website this week with the tiebreaker and the 6-player max
#t_pa_done Jordan: got the PA and mic from the library, they're in my trunk till Saturday
Marnie: you're a star
#nt_bot_poster Gemma: If you'd like, I can design a printable table sign for each team!
#nt_polish Marnie: oh and the Golden Moose is polished, Dale sent a photo, it's gleaming
"""),
("2026-11-04 22:15", r"""
#t_board Theo: I'll fix the scoreboard page on the site, it's still showing week 6
Jordan: thank you lol people keep asking
Dale: Week 8 rounds all printed, by the way
Dale: [photo]
"""),
("2026-11-05 20:05", r"""
Marnie: two sleeps!!
>d_team_p Theo: btw the Usual Suspects asked if they can bring a 7th as a sub if someone's sick
Dale: A sub is fine as long as only 6 play
Theo: 👍 told them
Priyanka: Float for the cash box is $100 in fives and loonies
Jordan: loonies 🫡
"""),
("2026-11-07 17:40", r"""
Marnie: at the hall, kettle's on
Jordan: PA works!! testing testing
Priyanka: cash box and cards here
Dale: Moose is on the table
Theo: 5 min away with the extension cords
"""),
("2026-11-07 21:55", r"""
Dale: What a night
#final_win Jordan: QUIZZLY BEARS WIN
Jordan: by ONE point on the tiebreaker
Marnie: [photo]
Marnie: the beard is going 😂
Jordan: a promise is a promise
#final_money Priyanka: $460 entries + $212 from the pass-the-hat = $672 for the Food Bank, matched in November
#final_match Theo: that's 1344 with the match!!
"""),
("2026-11-08 14:30", r"""
Dale: Thanks everyone, best final we've had
Marnie: 🥹
#t_rules_re Dale: Still need to do the rules doc, I'll get to it this week now the final's done
#t_board_re Theo: scoreboard fix is on my list too, promise
Priyanka: the Food Bank cheque is written, they pick it up Monday
Jordan: my face is cold
"""),
]

DECISIONS = [
    dict(id='d1', text='Grand final Saturday Nov 7, 7pm, in the back room of the Yard & Flagon',
         stated=['d_venue1_p', 'd_venue1_a1', 'd_venue1_a2', 'd_venue1_a3', 'd_venue1_ok'],
         agreed_by=['Dale', 'Marnie', 'Priyanka', 'Theo'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_venue2_p', 'd_venue2_a1']),
    dict(id='d2', text='Final moved to the Nutana Legion hall (rental waived if drinks go through their bar)',
         stated=['d_venue2_p', 'd_venue2_r', 'd_venue2_a1', 'd_venue2_a2', 'd_venue2_a3', 't_legion_done'],
         agreed_by=['Jordan', 'Priyanka', 'Dale', 'Marnie'], objected_by=['Priyanka'],
         status='superseded', superseded_by='d3', changed_at=['d_venue3_p', 'd_venue3_a1']),
    dict(id='d3', text='Final at Mayfair Community Hall, Nov 7, 7pm start ($180, 90 seats)',
         stated=['d_venue3_p', 'd_venue3_a1', 'd_venue3_a2', 'd_venue3_a3', 't_mayfair_done', 'd_venue3_ok'],
         agreed_by=['Marnie', 'Dale', 'Jordan', 'Priyanka'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Question rounds for the final due to Dale by Wednesday noon the week before',
         stated=['d_rounds1_p', 'd_rounds1_a1', 'd_rounds1_a2', 'd_rounds1_a3'],
         agreed_by=['Dale', 'Marnie', 'Theo', 'Jordan'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_rounds2']),
    dict(id='d5', text='Rounds due to Dale by Monday 9pm; printed Tuesday morning at Frances Morrison library',
         stated=['d_rounds2', 'd_rounds2_a1', 'd_rounds2_a2', 'd_rounds2_a3'],
         agreed_by=['Dale', 'Marnie', 'Theo', 'Jordan'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Final entry $10 a player, $5 for students with a card',
         stated=['d_fee_p', 'd_fee_comp', 'd_fee_a1', 'd_fee_a2', 'd_fee_ok'],
         agreed_by=['Priyanka', 'Dale', 'Theo', 'Marnie'], objected_by=['Theo'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Tiebreaker: a single closest-number question',
         stated=['d_tie_p', 'd_tie_r', 'd_tie_a1', 'd_tie_a2'],
         agreed_by=['Dale', 'Jordan', 'Marnie'], objected_by=['Jordan'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Proceeds go to the Saskatoon Food Bank (November matching)',
         stated=['d_char_p', 'd_char_r', 'd_char_a1', 'd_char_a2', 'd_char_a3', 'd_char_ok'],
         agreed_by=['Dale', 'Marnie', 'Jordan', 'Theo', 'Priyanka'], objected_by=['Marnie'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Teams at the final capped at 6 players',
         stated=['d_team_p', 'd_team_a1', 'd_team_a2', 'd_team_a3'],
         agreed_by=['Jordan', 'Dale', 'Priyanka', 'Marnie'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Prizes: $200 in gift cards ($120 winners, $80 second) plus the Golden Moose trophy',
         stated=['d_prize_p', 'd_prize_a1', 'd_prize_a2', 'd_prize_a3'],
         agreed_by=['Marnie', 'Priyanka', 'Dale', 'Jordan'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Livestream the final on the league Facebook page',
         stated=['d_live_p', 'd_live_a1', 'd_live_a2', 'd_live_ok'],
         agreed_by=['Theo', 'Marnie', 'Dale'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_live_drop_p', 'd_live_drop_a1']),
    dict(id='d12', text='Costume bonus round (dress as one of your answers)',
         stated=['d_cost_p', 'd_cost_a1', 'd_cost_a2', 'd_cost_ok'],
         agreed_by=['Marnie', 'Jordan', 'Theo', 'Dale'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_cost_drop_a1', 'd_cost_drop_a2']),
]

NON_DECISIONS = [
    (['n_wed', 'n_wed_r'], 'proposal not taken up'),          # league night to Wednesdays
    (['n_bot_fee_q'], 'question'),                            # how much at $10 (factual, to Codex)
    (['n_bot_fee', 'n_bot_fee_r'], 'bot suggestion ignored'), # Codex: $15 a player
    (['n_anthem'], 'joke'),                                   # last place sings O Canada
    (['n_cap_q', 'n_cap_r'], 'question'),                     # cap at 10 teams? → there are 8
    (['n_arm'], 'joke'),                                      # arm-wrestling tiebreaker
    (['n_bot_theme'], 'bot suggestion ignored'),              # Gemma: spooky round
    (['n_merch'], 'proposal not taken up'),                   # league t-shirts
    (['n_if_full'], 'hypothetical'),                          # more than 90 people
    (['n_bot_stream', 'n_bot_stream_r'], 'bot suggestion ignored'),  # Gemma: record it → nah
]

TODOS = [
    dict(id='t1', owner='Jordan', task='Call the Yard & Flagon to confirm the back room for Nov 7',
         taken=['t_yf'], due='2026-10-06', status='done', closed_by=['t_yf_done'], handed_to=None),
    dict(id='t2', owner='Jordan', task='Sign the Nutana Legion hall booking form',
         taken=['t_legion'], due='2026-10-08', status='done', closed_by=['t_legion_done'], handed_to=None),
    dict(id='t3', owner='Marnie', task='Book Mayfair Community Hall for Nov 7',
         taken=['t_mayfair'], due='2026-10-22', status='done', closed_by=['t_mayfair_done'], handed_to=None),
    dict(id='t4', owner='Priyanka', task='Set up the league e-transfer auto-deposit for team entries',
         taken=['t_etransfer'], due='', status='done', closed_by=['t_etransfer_done'], handed_to=None),
    dict(id='t5', owner='Dale', task="Write the final's picture round (Saskatchewan landmarks)",
         taken=['t_picture'], due='', status='done', closed_by=['t_picture_done'], handed_to=None),
    dict(id='t6', owner='Theo', task='Make the Facebook event and poster for the final',
         taken=['t_fb'], due='2026-10-18', status='done', closed_by=['t_fb_done'], handed_to=None),
    dict(id='t7', owner='Theo', task='Put together the streaming kit (tripod, phone mount, hotspot)',
         taken=['t_live_test'], due='', status='dropped', closed_by=['d_live_drop_p', 't_live_drop'], handed_to=None),
    dict(id='t8', owner='Marnie', task='Buy a silly prize for the best costume',
         taken=['t_cost_prize'], due='', status='dropped', closed_by=['d_cost_drop_a1', 't_cost_prize_drop'], handed_to=None),
    dict(id='t9', owner='Codex', task='Keep the league standings table and post it each week',
         taken=['t_standings'], due='', status='done', closed_by=['t_standings_done'], handed_to=None),
    dict(id='t10', owner='Gemma', task='Write up the tiebreaker rule for the rules sheet',
         taken=['t_tie_bot'], due='', status='done', closed_by=['t_tie_done'], handed_to=None),
    dict(id='t11', owner='Priyanka', task="Get the Food Bank's donation letter for the poster",
         taken=['t_letter'], due='', status='done', closed_by=['t_letter_done'], handed_to=None),
    dict(id='t12', owner='Marnie', task='Buy the $120 and $80 gift cards at McNally Robinson',
         taken=['t_cards', 't_cards_hand_ok'], due='', status='done', closed_by=['t_cards_done'], handed_to='Priyanka'),
    dict(id='t13', owner='Jordan', task="Borrow the library's portable PA and mic",
         taken=['t_pa'], due='', status='done', closed_by=['t_pa_done'], handed_to=None),
    dict(id='t14', owner='Dale', task='Update the rules document on the website (tiebreaker, 6-player cap)',
         taken=['t_rules', 't_rules_re'], due='2026-11-08', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Theo', task='Fix the scoreboard page on the league site',
         taken=['t_board', 't_board_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_hosting'], 'already done'),                       # hosting paid
    (['nt_proof'], 'instruction to others'),                # proofread your round twice
    (['nt_scores', 'nt_scores_r'], 'already done by someone else'),  # week 6 scores → already up
    (['nt_cruise'], 'vague wish'),                          # quiz on a river boat
    (['nt_fees_due'], 'instruction to others'),             # captains pay by Oct 30
    (['nt_beard'], 'banter promise'),                       # shave the beard
    (['nt_tidy'], 'vague promise'),                         # tidy the question bank at some point
    (['nt_pickup', 'nt_pickup_no'], 'offer declined'),      # fetch the Moose → no need
    (['nt_hat'], 'banter promise'),                         # eat my hat
    (['nt_bot_practice'], 'bot offer not taken up'),        # Codex practice questions
    (['nt_bot_poster'], 'bot offer not taken up'),          # Gemma table signs
    (['nt_polish'], 'already done'),                        # the Moose is polished
]

QUESTIONS = [
    # ---- changed
    ('Where is the grand final being held in the end?',
     ['d_venue3_p', 't_mayfair_done', 'd_venue3_ok'], 'Mayfair Community Hall, Sat Nov 7, 7pm start', 'changed'),
    ('What was the first venue picked for the final?',
     ['d_venue1_p', 'd_venue1_ok'], 'The back room at the Yard & Flagon', 'changed'),
    ('Why did the Legion fall through?',
     ['d_venue3_why'], 'The Legion had forgotten its own Remembrance dinner that same Saturday', 'changed'),
    ('Why did we leave the Yard & Flagon?',
     ['t_yf_done', 'd_venue2_p'], 'Its back room was booked for a wedding social on Nov 7, so the plan went to the Legion hall', 'changed'),
    ('What is the deadline for sending final rounds to Dale now?',
     ['d_rounds2', 'd_rounds2_a1'], 'Monday 9pm (he prints Tuesday morning at Frances Morrison library)', 'changed'),
    ('What was the original deadline for rounds?',
     ['d_rounds1_p'], 'Wednesday noon the week before', 'changed'),
    ('Is the final going out live on Facebook?',
     ['d_live_drop_why', 'd_live_drop_p', 'd_live_drop_a1'],
     'No. Mayfair has no wifi and two teams did not want to be on Facebook, so streaming was dropped', 'changed'),
    ('Is there still a dress-up round?',
     ['d_cost_drop_why', 'd_cost_drop_a1', 'd_cost_drop_a2'],
     'No, scrapped: only Trivia Newton-John wanted to dress up', 'changed'),
    # ---- owner
    ('Who ended up buying the gift cards?',
     ['t_cards', 't_cards_hand', 't_cards_hand_ok', 't_cards_done'],
     'Priyanka (Marnie was in Regina that week and handed it over)', 'owner'),
    ('Who booked the hall we actually used?',
     ['t_mayfair', 't_mayfair_done'], 'Marnie (she is on the Mayfair association board)', 'owner'),
    ('Who is getting the sound system?',
     ['t_pa', 't_pa_done'], "Jordan, borrowed the library's portable PA and mic", 'owner'),
    ('Who wrote the tiebreaker wording for the rules sheet?',
     ['t_tie_q', 't_tie_done'], 'Gemma (the bot)', 'owner'),
    ('Who keeps the standings table?',
     ['bot_standings_q', 't_standings', 't_standings_done'], 'Codex (the bot), from the scores Dale sends', 'owner'),
    # ---- status
    ('Is the rulebook page online up to date yet?',
     ['t_rules', 't_rules_re'], 'Not yet; Dale says he will do it this week now the final is over', 'status'),
    ('Is the scoreboard page fixed?',
     ['t_board', 't_board_re'], 'No, Theo still has it on his list', 'status'),
    ('Did Theo get the streaming gear sorted?',
     ['t_live_test', 't_live_drop'], 'No, dropped with the livestream; he had not bought the hotspot', 'status'),
    ('Did Marnie buy the costume prize?',
     ['t_cost_prize', 't_cost_prize_drop'], 'No, the costume round was scrapped before she bought the foam moose hat', 'status'),
    ('Did we get the letter from the Food Bank?',
     ['t_letter', 't_letter_done'], 'Yes, with the donor number; it is in the drive for the poster', 'status'),
    ('Is the e-transfer for entries working?',
     ['t_etransfer', 't_etransfer_done'], 'Yes, auto-deposit to the quizleague gmail, no security question', 'status'),
    # ---- single
    ('How much does a student pay to enter the final?',
     ['d_fee_comp', 'd_fee_ok'], '$5 (with a student card); others $10', 'single'),
    ('How many seats does the Mayfair hall have?',
     ['d_venue3_p'], '90', 'single'),
    ('What is the biggest a team can be at the final?',
     ['d_team_p', 'd_team_a1'], '6 players', 'single'),
    ('How much did the hosting cost this year?',
     ['nt_hosting'], '$96', 'single'),
    ('Who won the final?',
     ['final_win'], 'The Quizzly Bears, by one point on the tiebreaker', 'single'),
    ('Who wanted the money split with a cat rescue?',
     ['d_char_obj', 'd_char_a1'], 'Marnie (Prairie Paws), but she agreed to the Food Bank because of the November match', 'single'),
    # ---- temporal
    ('When do we get into the hall on the night?',
     ['t_mayfair_done'], '5:30pm on Saturday Nov 7', 'temporal'),
    ('By what date should captains pay their entry?',
     ['nt_fees_due'], 'October 30', 'temporal'),
    ('When did the Legion tell us they could not host?',
     ['d_venue3_why'], 'October 22', 'temporal'),
    ('When was the Facebook event posted?',
     ['t_fb_done'], 'October 18', 'temporal'),
    # ---- multi
    ('How much was raised for the Food Bank altogether, counting the match?',
     ['final_money', 'final_match'], '$672 ($460 entries + $212 pass-the-hat), doubled to $1,344 with the November match', 'multi'),
    ('What are the prizes and what did they cost?',
     ['d_prize_p', 't_cards_done'], '$120 and $80 gift cards from McNally Robinson ($200) plus the Golden Moose trophy', 'multi'),
    ('How was the Legion rental fee problem sorted?',
     ['d_venue2_obj', 'd_venue2_r', 'd_venue2_a1'],
     'Priyanka objected to the $300 rental; Jordan found it is waived if drinks go through their bar, so she agreed', 'multi'),
    ('Why did Jordan give up on a buzzer tiebreaker?',
     ['d_tie_obj', 'd_tie_r', 'd_tie_a1'], 'The league owns no buzzers and Dale would not buy eight for one question, so Jordan accepted closest-number', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-6, seed=20261005)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
