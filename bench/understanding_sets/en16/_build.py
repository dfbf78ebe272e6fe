#!/usr/bin/env python3
"""English (Singapore) condo residents' pickleball club committee chat,
'The Casuarina @ Siglap' (a made-up condo): the first residents' pickleball
tournament, 2026-08-03 .. 2026-09-06, +08:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'WeiLing': (4471203958, False),  # chair, 40s, block 3; organised, longer messages, light "lah"
    'Arjun': (5208834716, False),    # treasurer, 30s; crisp, numbers, PayNow
    'Farah': (6139027445, False),    # secretary, 30s; form, posters, T-shirts, emoji
    'Ken': (5720418863, False),      # equipment guy, 40s; heavy Singlish, jokes
    'Doris': (3894415207, False),    # retiree, 60s; lowercase, "ok noted", asks things
    'Codex': (7745019263, True),     # bot: terse
    'Claudie': (7869302514, True),   # bot: polite
}

SESSIONS = [
("2026-08-03 20:40", r"""
WeiLing: Hi all! Since the court repaint done and so many residents playing now, shall we finally do the tournament we kept talking about
Ken: finally sia
Doris: ok i'm in. but i'm slow ah
Farah: 🙌🙌
#d1_p WeiLing: I'm thinking Sat 22 Aug, our own court by the pool, 9am start. After National Day, before school hols end
#d1_a1 Arjun: 22nd works for me
#d1_a2 Farah: can!
#d1_a3 Ken: on
#d1_ok WeiLing: ok then 22 Aug Sat at our court 😊
#t2 WeiLing: I'll go down to the management office tomorrow and book the court for the whole day
#d6_p Ken: format doubles lah. round robin groups of 4 then top 2 go knockout
#d6_obj >d6_p Doris: aiyo so competitive. the aunties who only started in june will kena whacked and never come back
Ken: auntie that's the fun part 😂
WeiLing: Doris got a point leh, we want more people playing not less
#d6_comp Farah: how about 2 brackets. open bracket with Ken's format, plus a social bracket for beginners, random partners, just for fun
#d6_dor Doris: ok that one i can agree
#d6_a1 Arjun: 👍 two brackets
#d6_ok WeiLing: Open + social brackets, doubles, round robin then knockout for the open
#t1 Farah: I'll do the sign-up google form, will send by Wednesday
"""),
("2026-08-04 12:15", r"""
#t2_done >t2 WeiLing: Booked! Mgmt office put us down for 22 Aug 8am-6pm. Free since residents' facility
Arjun: nice
#d4_p WeiLing: Also let's have practice every Wed 8pm until the tourney, whoever free just come
#d4_a1 Ken: steady
#d4_a2 Doris: wed ok for me
#d4_a3 Farah: 👍
Arjun: Wed I might be late, office in Jurong. 8.30 can?
WeiLing: just come when you come lah
"""),
("2026-08-05 21:05", r"""
#t1_done Farah: Form is out!! link in the residents' group also. Closes 25 Aug
Farah: [photo]
Farah: poster for the lift lobbies
Ken: wah professional
Doris: very nice. the font can bigger or not. old people cannot see
Farah: ok ok will enlarge 😂
#d7_p Arjun: Entry fee, I propose $15 per player. Covers balls, a dri-fit tee and lunch
#d7_obj Ken: $15 for a condo game? siao ah. last time the swimming gala free one
Arjun: swimming gala didn't give tee and lunch. tee alone is like $8
#d7_comp WeiLing: And the club fund tops up whatever short, so nobody out of pocket more than $15
#d7_ken Ken: ok la if got tee and makan then fair
#d7_a1 Doris: $15 ok
#d7_a2 Farah: yup
#d7_ok Arjun: $15 per player then, PayNow to me with unit number in the ref
#t11 Arjun: I'll track payments and reconcile against the form
"""),
("2026-08-06 22:30", r"""
Ken: last night practice shiok. 3 new people from block 5
Doris: my knee pain already 😅
Farah: 😂
#d10_p Farah: For the tees, teal dri-fit with the small Casuarina logo on the chest? the vendor I used for my office does $7.90 each
#d10_a1 WeiLing: teal nice!
#d10_a2 Ken: teal ok, just don't put our names at the back, malu
#d10_a3 Doris: ok
#d10_ok Farah: teal with chest logo it is
#t12 Farah: I'll order once form closes and we know the sizes
#n_neon Ken: or we all wear neon pink. confirm can see from the Siglap road 😂
Doris: cannot lah
#n_kids Doris: can kids below 12 play in the social one?
#n_kids_r WeiLing: see how many sign up first then we decide
"""),
("2026-08-07 19:10", r"""
#nt_wish Doris: i wish my grandson can come play also. he is in ns now
WeiLing: Weekend book-out can bring him to practice mah
Doris: he only sleep when he book out 😂
"""),
("2026-08-09 21:20", r"""
Farah: happy national day all 🇸🇬
Ken: [photo]
Ken: fireworks from block 2 roof terrace, best view
Doris: we watch on tv. the red lions jump very good this year
WeiLing: Happy NDP! 🇸🇬
"""),
("2026-08-10 09:05", r"""
#resurface WeiLing: Eh bad news. Mgmt email just now: court resurfacing 17-24 Aug, contractor can only come that week
Ken: alamak
Arjun: so 22nd gone
#d2_p WeiLing: Push 1 week? Sat 29 Aug, same court
#d2_a1 Farah: ok for me
#d2_a2 Arjun: 29 fine
#d2_a3 Doris: 29 can
#d2_ken Ken: 29th ok. new surface some more, nice
#nt_rebook WeiLing: I already asked the office this morning, 29th is free and they put us down
#d2_ok WeiLing: So 29 Aug Sat, same place same time
#t4 Ken: I'll order the balls. 3 dozen Franklin X-40, the outdoor ones. Should reach by next week
"""),
("2026-08-11 21:45", r"""
#d9_p Ken: btw my friend from Bayshore Park wants to join. can open to outsiders? more pairs more fun
#d9_obj >d9_p WeiLing: Hmm I'm not comfortable. Condo by-laws say facilities for residents and guests only, and if an outsider twist ankle who is liable
Ken: liable what, it's pickleball not rugby
#d9_comp Arjun: Middle way: each resident can bring 1 guest as partner, guest registers under the host's unit no. and signs the waiver
#d9_wl WeiLing: If they sign the waiver, ok I can live with that
#d9_a1 Ken: onz
#d9_a2 Doris: ok noted
#d9_ok Farah: so max 1 guest partner per resident, must sign waiver 👍
#t13 WeiLing: I'll email mgmt to check on the waiver form and guest rule, by Thursday
#d11_p Farah: also should we do insta live for the finals? so those who cannot come can watch
#d11_a1 Ken: yes!! then i become famous
#d11_a2 WeiLing: ok why not
#d11_ok Arjun: sure
#t6 Farah: I'll settle the phone tripod and test the live on my account
"""),
("2026-08-12 21:50", r"""
Ken: tonight practice got 2 kids from block 6 also, damn good the girl
Doris: the one with the pink racket? she smash me 😭
Farah: haha she's 11 I think
Arjun: My paddle grip peeling already, any shop recommend?
Ken: decathlon bedok can. or shopee 3 for $5
Arjun: Shopee then
"""),
("2026-08-13 16:30", r"""
#t13_done >t13 WeiLing: Mgmt replied. Guests ok if host registers and signs the facility waiver, they sent the template. Saved in our drive
Arjun: 👍
#t10_q WeiLing: @Claudie can you draft a one-page rules sheet for our residents' pickleball tournament? doubles, rally scoring to 11 win by 2, open and social brackets, guest partner rule, waiver
#t10 Claudie: Of course! Give me a moment and I'll draft it.
#t10_done Claudie: Here's a draft:\nCASUARINA PICKLEBALL OPEN - RULES\n1. Doubles only. Open bracket: round robin groups of 4, top 2 to knockout. Social bracket: random partners, round robin only.\n2. Games to 11, win by 2, rally scoring. Finals to 15.\n3. Each resident may bring one guest partner, registered under the host's unit number; the guest must sign the facility waiver.\n4. Players must wear non-marking shoes.\n5. Be on court 10 minutes before your match; 10 minutes late = walkover.\n6. Line calls are made by the team on that side; the organiser's decision is final.
#n_bot_ref Claudie: If you like, you could also appoint a neutral referee for the knockout rounds, as close line calls can cause friction.
#n_bot_ref_r >n_bot_ref Ken: referee for condo game? later people call me uncle referee 😂 no need
#nt_bot_print Claudie: I can also format this as an A4 poster for the noticeboard if that helps.
WeiLing: Thanks Claudie, looks good
"""),
("2026-08-14 20:50", r"""
#d12_p Ken: after the tourney we do bbq at the pit near block 1? winners pay for the beer 😂
#d12_a1 Farah: bbq yesss
#d12_a2 WeiLing: Sounds fun, everyone bring one thing
#d12_a3 Doris: i can marinate chicken wings
#d12_ok Ken: ok bbq confirm
#t7 Ken: I'll book the bbq pit on the condo app this weekend
#n_minister Ken: should invite our MP to give out prizes. confirm got photo in the news
Arjun: he's overseas most weekends la
Farah: 😂
"""),
("2026-08-15 10:20", r"""
Doris: [photo]
Doris: morning walk see the court. they put the barricade already
Ken: contractor early bird
WeiLing: Means they start Monday as planned
Farah: hot today sia, 34 degrees
Doris: i stay home watch drama
"""),
("2026-08-17 20:15", r"""
#d5_p Farah: Heads up, from this week the uncles' badminton group has the court on wednesdays. we're on tuesday 8pm then
#d5_a1 WeiLing: Ok Tuesday 8pm 👌
#d5_ken Ken: tues can. tomorrow see you all?
#d5_a2 Doris: tuesday ok for me also
#d5_arj Arjun: Tuesday better actually, no late meetings on tues
"""),
("2026-08-18 22:10", r"""
Ken: tonight 10 people!! first tuesday already full house
#t4_done Doris: the balls came today. guard called me, i put the box in the clubhouse store room beside the ping pong table
Ken: thanks auntie
#nt_doris_tea Doris: next practice i bring barley for everybody
Farah: 😍
"""),
("2026-08-19 21:30", r"""
#signups Farah: Update: 19 pairs in open, 12 people in social. Form still got 6 days
Arjun: wah
Ken: one court cannot finish sia. round robin 19 pairs, we play until midnight
#d3_p WeiLing: Honestly we need more courts. Siglap Palm CC hall has 3 courts, I checked onePA: Sat 29 full, but Sun 30 Aug is free, 8am-6pm, $240
#d3_obj >d3_p Arjun: $240 is a lot when our own court is free. Can't we just do 2 days?
WeiLing: 2 days means people need to keep free whole weekend, many won't
Ken: and outdoor at 1pm the sun will kill the aunties
#d3_math Farah: 50 players x $15 already $750, and more coming. hall is covered
#d3_arj Arjun: Fair. Ok, CC on Sunday then
#d3_a1 Doris: sunday ok, after church i come
#d3_a2 Ken: aircon hall 🙏
#d3_ok WeiLing: Ok so Sun 30 Aug, Siglap Palm CC hall, 3 courts
#t3 Arjun: I'll book the hall on onePA tonight and pay from the club account
"""),
("2026-08-20 08:10", r"""
#t3_done >t3 Arjun: CC hall booked. Sun 30 Aug 8am-6pm, $240 paid. Receipt in the drive
WeiLing: thank you!!
#nt_poster Farah: poster v3 done and reprinted for the lifts already 😂
#ken_balls Ken: eh wait. indoor hall floor the X-40 bounce funny leh
Doris: what's the difference
Ken: outdoor one got more holes, heavier. indoor one softer
"""),
("2026-08-20 21:30", r"""
>d1_p Doris: eh funny, this sat is the date we first wanted. now the court all wet paint 😂
Ken: smell like tar whole block 2
WeiLing: Mgmt said dry by Tuesday
Farah: lucky we moved lol
"""),
("2026-08-21 13:40", r"""
#cc_balls Ken: i asked the CC counter aunty just now, they got 2 dozen indoor balls we can use free
#x40_backup WeiLing: 👍 then we bring our X-40 as backup
#n_medal Farah: what if we get engraved medals instead of vouchers? looks nicer for the kids' photos
#n_medal_r Arjun: engraving takes 2 weeks, also $12 each. vouchers more useful
Farah: ok ok
#d8_p Arjun: Prizes: NTUC vouchers $100 / $60 / $40 for top 3 open pairs, social bracket everyone gets a tee anyway
#d8_a1 WeiLing: 👍
#d8_a2 Ken: can
#d8_a3 Farah: fair
#t5 WeiLing: I'll buy the vouchers at the NTUC at Siglap Centre this weekend
"""),
("2026-08-24 19:05", r"""
#d12_drop_p Doris: about the bbq. after playing whole day at CC then still carry all the things back to block 1 pit and fire up? i think everybody will be dead tired
#d12_drop_a1 WeiLing: Ya true. Let's not do the bbq, people just go home after prizes
#d12_drop_a2 Ken: sian but ok la
#t7_drop >t7 Ken: good thing i never book the pit yet
Farah: next time!
#t5_hand WeiLing: Oh no. Boss just told me I'm flying to KL Thu to Sat for an audit 😩 @Arjun can you get the vouchers instead?
#t5_ok >t5_hand Arjun: Can, I'll go Wednesday after work
WeiLing: You're a lifesaver
WeiLing: I'll be back Sat night, tourney Sunday still ok
"""),
("2026-08-25 19:20", r"""
Farah: [photo]
Farah: went down early to try the new surface, very grippy!
Ken: shiok or not
Farah: shiok. ball bounce higher also
Arjun: Finally no more puddle at the kitchen line
Doris: see you at 8 then
"""),
("2026-08-25 21:00", r"""
#t12_done Farah: Form closed! 22 open pairs, 14 in social. Tees ordered, 58 pieces, vendor says Thurs delivery
Farah: [photo]
Farah: size breakdown
Ken: 22 pairs sia
#nt_kopi Ken: if i kena out in the first round i buy kopi for the whole committee 😂
Doris: so many. my partner ok or not i dunno 😂
#t9_q Arjun: @Codex 22 pairs in open, 3 courts. Make round robin groups, and estimate how long the group stage takes if each game is 15 min
#t9 Codex: On it.
#t9_done Codex: 22 pairs -> 4 groups of 4 + 2 groups of 3.\nMatches: 4x6 + 2x3 = 30.\n3 courts x 15 min: 10 rounds = about 2h30.\nTop 2 per group = 12 pairs; knockout: top 4 seeds get byes.
#n_bot_cut Codex: Simpler: cap open at 16 pairs, move 6 to social.
#n_bot_cut_r >n_bot_cut WeiLing: No lah, they all registered already, cannot kick people out
Ken: codex very cruel 😂
"""),
("2026-08-26 20:30", r"""
#d11_drop_p Farah: About the insta live. CC hall wifi is quite bad, and 2 parents messaged me they don't want their kids online. I think we skip the live
#d11_drop_a1 WeiLing: Agree, skip it. Just photos with consent
#d11_drop_a2 Ken: ok no live, my fame must wait
#t6_drop Farah: so I won't test the tripod thing
#d9_check Doris: the guest from Bayshore need to sign the paper on the day or before?
WeiLing: Before please, Farah has the form
"""),
("2026-08-27 18:45", r"""
#t5_done >t5_ok Arjun: Vouchers bought. $200 total, receipt in the drive folder
#t8 Doris: lunch i settle. i'll ask my neighbour's caterer, Mak Cik Ros. she is halal, nasi lemak packet $4.50
#nt_tables_q Farah: should I ask the CC for tables for the food?
#nt_tables Arjun: already asked when I booked, they give us 4 tables
#t8_r Arjun: $4.50 x ~60 = $270. ok within budget
#t8_done Doris: ordered 60 packs + 10 veg. she deliver to CC 11.30am sunday
WeiLing: Doris you're the best
"""),
("2026-08-28 22:00", r"""
#t11_done Arjun: Payments: all 58 players paid. $870 in. Spent so far $240 hall + $458.20 tees + $200 vouchers. Lunch $315 on Sunday. Club fund covers $343.20
Farah: tees arrived also, in my car boot
#nt_shoes WeiLing: everyone pls wear non-marking shoes ah, CC very strict about the floor
Doris: ok noted
#n_rain Doris: if the hall aircon spoil how
#n_rain_r Ken: then we sweat lor, still play
"""),
("2026-08-29 21:30", r"""
WeiLing: Back from KL! Everyone ready for tomorrow?
Farah: tees sorted by size in 4 boxes
#nt_speaker Ken: want me to bring my jbl speaker? some music shiok
#nt_speaker_no WeiLing: CC got noise rules, no need lah
Arjun: float of $100 cash for walk-in small stuff
Ken: alarm set 6.30
Doris: i bring the barley ✨
"""),
("2026-08-30 07:45", r"""
Ken: at CC already. hall open
+30m Farah: [photo]
Farah: registration table up
+2h Arjun: group stage running 15 min behind, not bad
+1h Doris: nasi lemak reached 👍
+3h Ken: [photo]
Ken: final now. block 4 pair vs the Bayshore guest pair 😂
+40m #results WeiLing: Champions: Jason & Mei (block 4). 2nd: Ken's friend Daryl + Pei Shan. 3rd: Farah & Ravi 🏆
Farah: 🥉 hehe
Ken: guest pair come 2nd, see i told you more people more fun
Arjun: 😂 fair
Doris: i lost all my games but very happy
WeiLing: Doris you won one in the social!
Doris: oh ya. 1 😂
"""),
("2026-08-31 21:15", r"""
WeiLing: Thank you everyone, so many residents said want another one
#t14 Ken: our own net at the pool court got tear one side, i'll replace before next practice
#t15 Farah: I'll put up the photo album on the residents' fb group, after I blur the kids' faces
#nt_next WeiLing: Maybe year-end we do a second one, with the other condos
Doris: my knee say no 😂
#nt_dink Ken: next time i teach the aunties the dink properly
#fund_q Arjun: @Codex final numbers please: in $870, out $240 + $458.20 + $200 + $315
#fund_a Codex: Out $1,213.20. In $870. Club fund top-up $343.20.
#nt_bot_offer Codex: Can make a cost sheet template for next time.
"""),
("2026-09-01 20:40", r"""
Ken: tuesday practice tonight!
Doris: my knee still pain. i sit and watch
Farah: 😂 supporter
#n_guard Doris: should we give the security guards a tee also? they helped carry
#n_guard_r Farah: let's see if got extra first
#nt_cert Arjun: I uploaded the final accounts pdf to the drive just now
WeiLing: 👍 thanks
"""),
("2026-09-02 13:15", r"""
Arjun: Random, but Jason from block 4 asked if we're doing a league next
Ken: see, people hooked already
WeiLing: Let the committee rest a bit first 😂
Farah: my arms still aching from carrying tee boxes
Doris: i still have 3 nasi lemak in freezer
Ken: auntie 3 days already!!
Doris: still can eat what
"""),
("2026-09-03 22:10", r"""
Doris: fb album up already?
#t15_re Farah: not yet 🙈 blurring 300 photos, this weekend
#t14_re Ken: net also not yet, shopee delivery next week then i change
WeiLing: No rush
"""),
("2026-09-06 11:00", r"""
Doris: [photo]
Doris: my grandson finally came play. he lose to me 😂
Ken: auntie power
WeiLing: haha love it
Farah: next tourney he join!
"""),
]

DECISIONS = [
    dict(id='d1', text='Tournament on Sat 22 Aug at the condo court, 9am start',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 'd1_ok', 't2_done'],
         agreed_by=['WeiLing', 'Arjun', 'Farah', 'Ken'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_ok']),
    dict(id='d2', text='Court resurfacing 17-24 Aug, so tournament pushed to Sat 29 Aug, same condo court',
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_a3', 'd2_ken', 'd2_ok'],
         agreed_by=['WeiLing', 'Farah', 'Arjun', 'Doris', 'Ken'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_ok']),
    dict(id='d3', text='Tournament on Sun 30 Aug in the Siglap Palm CC hall (3 courts, $240)',
         stated=['d3_p', 'd3_math', 'd3_arj', 'd3_a1', 'd3_a2', 'd3_ok', 't3_done'],
         agreed_by=['WeiLing', 'Farah', 'Arjun', 'Doris', 'Ken'], objected_by=['Arjun'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Practice every Wednesday 8pm until the tournament',
         stated=['d4_p', 'd4_a1', 'd4_a2', 'd4_a3'],
         agreed_by=['WeiLing', 'Ken', 'Doris', 'Farah'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_p', 'd5_a1']),
    dict(id='d5', text='Practice on Tuesdays 8pm (badminton group has Wednesdays)',
         stated=['d5_p', 'd5_a1', 'd5_ken', 'd5_a2', 'd5_arj'],
         agreed_by=['Farah', 'WeiLing', 'Ken', 'Doris', 'Arjun'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Doubles in two brackets: open (round robin groups of 4, top 2 to knockout) and a social bracket for beginners with random partners',
         stated=['d6_p', 'd6_comp', 'd6_dor', 'd6_a1', 'd6_ok'],
         agreed_by=['Ken', 'Farah', 'Doris', 'Arjun', 'WeiLing'], objected_by=['Doris'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Entry fee $15 per player (tee + lunch + balls), PayNow to Arjun, club fund tops up any shortfall',
         stated=['d7_p', 'd7_comp', 'd7_ken', 'd7_a1', 'd7_a2', 'd7_ok'],
         agreed_by=['Arjun', 'WeiLing', 'Ken', 'Doris', 'Farah'], objected_by=['Ken'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Prizes: NTUC vouchers $100 / $60 / $40 for the top 3 open pairs',
         stated=['d8_p', 'd8_a1', 'd8_a2', 'd8_a3'],
         agreed_by=['Arjun', 'WeiLing', 'Ken', 'Farah'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Outsiders only as guest partners: each resident may bring one guest, registered under the host unit number, who signs the waiver',
         stated=['d9_p', 'd9_comp', 'd9_wl', 'd9_a1', 'd9_a2', 'd9_ok'],
         agreed_by=['Arjun', 'WeiLing', 'Ken', 'Doris', 'Farah'], objected_by=['WeiLing'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Teal dri-fit tees with a small Casuarina chest logo (no names on the back)',
         stated=['d10_p', 'd10_a1', 'd10_a2', 'd10_a3', 'd10_ok'],
         agreed_by=['Farah', 'WeiLing', 'Ken', 'Doris'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Instagram live stream of the finals',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_ok'],
         agreed_by=['Farah', 'Ken', 'WeiLing', 'Arjun'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d11_drop_p', 'd11_drop_a1', 'd11_drop_a2']),
    dict(id='d12', text='BBQ at the block 1 pit after the tournament',
         stated=['d12_p', 'd12_a1', 'd12_a2', 'd12_a3', 'd12_ok'],
         agreed_by=['Ken', 'Farah', 'WeiLing', 'Doris'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d12_drop_p', 'd12_drop_a1', 'd12_drop_a2']),
]

NON_DECISIONS = [
    (['n_neon'], 'joke'),                                   # neon pink tees
    (['n_kids', 'n_kids_r'], 'question'),                   # kids below 12? see sign-ups first
    (['n_bot_ref', 'n_bot_ref_r'], 'bot suggestion ignored'),  # Claudie: neutral referee
    (['n_minister'], 'joke'),                               # invite the MP
    (['n_medal', 'n_medal_r'], 'proposal not taken up'),    # engraved medals
    (['n_bot_cut', 'n_bot_cut_r'], 'bot suggestion ignored'),  # Codex: cap at 16 pairs
    (['d9_check'], 'question'),                             # guest signs on the day or before?
    (['n_rain', 'n_rain_r'], 'hypothetical'),               # if the aircon breaks
    (['nt_next'], 'hypothetical'),                          # a second one at year-end
    (['n_guard', 'n_guard_r'], 'proposal not taken up'),    # tees for the guards
]

TODOS = [
    dict(id='t1', owner='Farah', task='Make the sign-up Google form and send it out',
         taken=['t1'], due='2026-08-05', status='done', closed_by=['t1_done'], handed_to=None),
    dict(id='t2', owner='WeiLing', task='Book the condo court with the management office for the day',
         taken=['t2'], due='2026-08-04', status='done', closed_by=['t2_done'], handed_to=None),
    dict(id='t3', owner='Arjun', task='Book the Siglap Palm CC hall on onePA and pay',
         taken=['t3'], due='2026-08-19', status='done', closed_by=['t3_done'], handed_to=None),
    dict(id='t4', owner='Ken', task='Order 3 dozen Franklin X-40 balls',
         taken=['t4'], due='', status='done', closed_by=['t4_done'], handed_to=None),
    dict(id='t5', owner='WeiLing', task='Buy the NTUC prize vouchers',
         taken=['t5', 't5_ok'], due='2026-08-23', status='done', closed_by=['t5_done'], handed_to='Arjun'),
    dict(id='t6', owner='Farah', task='Set up a phone tripod and test the Instagram live',
         taken=['t6'], due='', status='dropped', closed_by=['d11_drop_p', 't6_drop'], handed_to=None),
    dict(id='t7', owner='Ken', task='Book the block 1 BBQ pit on the condo app',
         taken=['t7'], due='2026-08-16', status='dropped', closed_by=['d12_drop_a1', 't7_drop'], handed_to=None),
    dict(id='t8', owner='Doris', task='Arrange the halal packet lunch with the caterer',
         taken=['t8'], due='', status='done', closed_by=['t8_done'], handed_to=None),
    dict(id='t9', owner='Codex', task='Make the open-bracket round-robin groups and estimate the group-stage time',
         taken=['t9'], due='', status='done', closed_by=['t9_done'], handed_to=None),
    dict(id='t10', owner='Claudie', task='Draft a one-page rules sheet',
         taken=['t10'], due='', status='done', closed_by=['t10_done'], handed_to=None),
    dict(id='t11', owner='Arjun', task='Track entry-fee payments and reconcile against the form',
         taken=['t11'], due='', status='done', closed_by=['t11_done'], handed_to=None),
    dict(id='t12', owner='Farah', task='Order the tees once the form closes',
         taken=['t12'], due='', status='done', closed_by=['t12_done'], handed_to=None),
    dict(id='t13', owner='WeiLing', task='Email management about the waiver form and the guest rule',
         taken=['t13'], due='2026-08-13', status='done', closed_by=['t13_done'], handed_to=None),
    dict(id='t14', owner='Ken', task='Replace the torn net at the pool court',
         taken=['t14', 't14_re'], due='2026-09-01', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Farah', task="Post the photo album (kids' faces blurred) on the residents' FB group",
         taken=['t15', 't15_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_wish'], 'vague wish'),                          # grandson could come play
    (['nt_rebook'], 'already done'),                      # asked the office already
    (['nt_bot_print'], 'bot offer not taken up'),         # Claudie: A4 poster
    (['nt_doris_tea'], 'banter promise'),                 # barley for everybody
    (['nt_poster'], 'already done'),                      # poster v3 reprinted
    (['nt_kopi'], 'banter promise'),                      # kopi if out in round 1
    (['nt_shoes'], 'instruction to others'),              # non-marking shoes
    (['nt_speaker', 'nt_speaker_no'], 'offer declined'),  # JBL speaker
    (['nt_tables_q', 'nt_tables'], 'already done by someone else'),  # CC tables
    (['nt_bot_offer'], 'bot offer not taken up'),         # Codex: cost sheet template
    (['nt_dink'], 'vague promise'),                       # teach the dink
    (['nt_cert'], 'already done'),                        # final accounts uploaded
]

QUESTIONS = [
    # ---- changed
    ('So where and when is the tourney happening in the end?',
     ['d1_ok', 'd2_ok', 'd3_p', 'd3_ok'],
     'Sunday 30 Aug, Siglap Palm CC hall (3 courts). It went 22 Aug at the condo court -> 29 Aug (resurfacing) -> 30 Aug at the CC', 'changed'),
    ('What date did we first pick?',
     ['d1_p', 'd1_ok'], 'Saturday 22 August, on the condo court, 9am', 'changed'),
    ('Why couldnt we keep the 22nd?',
     ['resurface', 'd2_p'], 'Management scheduled court resurfacing for 17-24 Aug', 'changed'),
    ('Why did we end up leaving our own court?',
     ['signups', 'd3_p'],
     'Too many pairs (19 open pairs and rising) for one court; the CC hall has 3 courts and was only free on Sunday the 30th', 'changed'),
    ('Which evening is practice on these days?',
     ['d4_p', 'd5_p', 'd5_a1'], 'Tuesday 8pm (it was Wednesday until the badminton group took Wednesdays)', 'changed'),
    ('Is there still a barbecue after the games?',
     ['d12_ok', 'd12_drop_p', 'd12_drop_a1'],
     'No, dropped: everyone would be too tired to haul things back from the CC to the block 1 pit', 'changed'),
    ('Are the finals going to be shown live online?',
     ['d11_ok', 'd11_drop_p', 'd11_drop_a1'],
     'No, dropped: bad wifi at the CC hall and parents did not want their kids online; photos with consent only', 'changed'),
    ('Which balls will we play with at the hall?',
     ['t4', 'ken_balls', 'cc_balls', 'x40_backup'],
     "The CC's 2 dozen indoor balls (free); our own Franklin X-40 outdoor balls only as backup", 'changed'),
    # ---- owner
    ('Who got the NTUC vouchers in the end?',
     ['t5', 't5_hand', 't5_ok', 't5_done'], 'Arjun (Wei Ling was to, but handed it over because of her KL audit trip)', 'owner'),
    ('Who sorted out the food?',
     ['t8', 't8_done'], 'Doris, through her neighbour caterer Mak Cik Ros', 'owner'),
    ('Who wrote up the rules?',
     ['t10_q', 't10_done'], 'Claudie (the bot)', 'owner'),
    ('Who worked out the groups for the open draw?',
     ['t9_q', 't9_done'], 'Codex (the bot)', 'owner'),
    ('Who reserved the community club hall?',
     ['t3', 't3_done'], 'Arjun, on onePA, paid $240 from the club account', 'owner'),
    # ---- status
    ('Has the ripped net by the pool been changed?',
     ['t14', 't14_re'], 'Not yet; Ken is waiting for a Shopee delivery next week', 'status'),
    ('Are the tournament photos up on Facebook?',
     ['t15', 't15_re'], "Not yet; Farah is still blurring the kids' faces, aiming for this weekend", 'status'),
    ('Did the pickleballs Ken ordered come?',
     ['t4', 't4_done'], 'Yes, on 18 Aug; Doris put the box in the clubhouse store room', 'status'),
    ('Did Farah get the streaming setup working?',
     ['t6', 't6_drop'], 'No, she never tested it because the live stream was dropped', 'status'),
    ('Has every player paid up?',
     ['t11', 't11_done'], 'Yes, all 58 players, $870 in total', 'status'),
    ('Did the management office answer about guests and the waiver?',
     ['t13', 't13_done'], 'Yes: guests are fine if the host registers them and they sign the facility waiver; template saved in the drive', 'status'),
    # ---- single
    ('How much is each T-shirt?',
     ['d10_p'], '$7.90 each', 'single'),
    ('What does one packet of lunch cost?',
     ['t8'], '$4.50 per nasi lemak packet', 'single'),
    ('Which pair won?',
     ['results'], 'Jason & Mei from block 4', 'single'),
    ('What did the hall rental come to?',
     ['d3_p', 't3_done'], '$240', 'single'),
    ('How many people signed up for the beginners bracket?',
     ['t12_done'], '14', 'single'),
    ('What score do the final games go to?',
     ['t10_done'], '15 (other games to 11, win by 2)', 'single'),
    # ---- temporal
    ('When did registration close?',
     ['t1_done', 't12_done'], '25 August', 'temporal'),
    ('What time is the food being delivered?',
     ['t8_done'], '11.30am on Sunday 30 Aug, to the CC', 'temporal'),
    ('When was the court resurfacing?',
     ['resurface'], '17 to 24 August', 'temporal'),
    ('Which days was Wei Ling away in KL?',
     ['t5_hand'], 'Thursday to Saturday, 27-29 Aug', 'temporal'),
    # ---- multi
    ('How much did the club fund have to chip in, and why?',
     ['t11_done', 'fund_a'], '$343.20: $870 came in from fees, $1,213.20 went out (hall, tees, vouchers, lunch)', 'multi'),
    ('Ken thought the fee was too much - what changed his mind?',
     ['d7_obj', 'd7_p', 'd7_comp', 'd7_ken'],
     'The $15 covers a dri-fit tee, lunch and balls, and the club fund tops up any shortfall', 'multi'),
    ('Arjun was against paying for the CC - what got him on board?',
     ['d3_obj', 'd3_math', 'd3_arj'],
     'Two days on our court would be hard for people and too hot; with 50 players the fees ($750) already covered the $240 hall', 'multi'),
    ("What was Doris's worry about the format, and how was it solved?",
     ['d6_obj', 'd6_comp', 'd6_dor'],
     'Beginners would get thrashed and quit; a separate social bracket with random partners was added', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=8, seed=20260803)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
