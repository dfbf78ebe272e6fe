#!/usr/bin/env python3
"""English (Welsh) village beekeeping association chat: Cwm Derwen & District
Beekeepers getting ready for the Cantref county honey show (Sat 30 August at
the Maes Glas showground), 2025-07-28 .. 2025-08-31, +01:00 (BST).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Rhiannon': (4417302958, False),  # secretary, runs the chat; organised, "lovely", entries
    'Gethin': (5290183746, False),    # treasurer, sheep farmer, 60s; terse, "tidy", has a trailer
    'Mair': (6031847259, False),      # retired teacher; gives the village hall talk; full sentences
    'Owen': (7148290365, False),      # 24, second-season beekeeper; lowercase, "lol"; the swarm is his
    'Bethan': (5864029173, False),    # graphic designer, two kids; the labels; emoji
    'Clive': (6620394817, False),     # retired engineer from Walsall; precise, grumbles; extractors
    'Codex': (7705293148, True),      # bot: terse, numbers
    'Claudie': (7819320466, True),    # bot: polite
}

SESSIONS = [
("2025-07-28 19:40", r"""
#kickoff Rhiannon: Evening all 🐝 right, show season. Cantref show is Sat 30 Aug at Maes Glas, honey entries close Friday 15th
Rhiannon: Three things before then: the extractor, the labels and Mair's talk
Gethin: evening
Owen: let's gooo 🐝🐝
Mair: Good evening everyone.
Clive: Evening. I assume "the extractor" means we're finally admitting the old one is scrap
Gethin: it seized solid last September. i had two goes at it. its scrap
#d1_p Gethin: Honeyvale do a 4 frame hand crank tangential for £265. stainless. we've £900 in the account, it'll do us
#d1_a1 Rhiannon: That sounds sensible to me
#d1_a2 Mair: Agreed. Something simple that nobody can break.
#d1_a3 Owen: 👍
#d1_a4 Clive: Hmm. Fine for now
#d1_ok Rhiannon: Lovely, the £265 Honeyvale one then
#t12 Gethin: ill order it by friday
#d4_p Mair: On the talk: I'm happy to do "Bees in Your Garden" at the village hall. Thursday 14 August, 7pm? Forty minutes and questions.
#d4_a1 Bethan: ooh yes!! kids will love that
#d4_a2 Owen: yes mair
#d4_ok Rhiannon: Thursday 14th at 7 it is
#t1 Rhiannon: I'll ring Glenys about the hall tomorrow
#nt_schedule Rhiannon: Show schedule's in the shared folder btw, I put it up this afternoon
"""),
("2025-07-29 12:20", r"""
#d6_p Bethan: Labels!! my idea: bilingual front, Welsh on top English underneath, the little dragon-bee logo, and get 500 done at Gwasg y Dref in Llandovery. they quoted £48 🐉🐝
Bethan: [photo]
#d6_obj Clive: Looks nice but you won't fit it. Legally a jar needs the weight, name and address, country of origin and a best before. Twice over, on a 1lb jar? It'll be the size of a stamp
Mair: He does have a point about the law, Bethan.
#d6_fix >d6_obj Bethan: ok what if the front is just the bilingual name + logo + weight, and all the legal bits go on a small back label. two labels, still £48 for 500 of each, I asked
#d6_tm Clive: Fair enough. Back label solves it
#d6_a1 Gethin: tidy
#d6_a2 Rhiannon: Love the dragon-bee 😍 yes
#d6_ok Rhiannon: Two-label bilingual design from Gwasg y Dref then
#t2 Bethan: I'll have a proper draft of both by sunday
Owen: can it say "raw" on it? tourists love raw
Bethan: ha it's all raw, but yes there's room on the front
"""),
("2025-07-29 21:05", r"""
#t1_done >t1 Rhiannon: Glenys says yes, hall's booked for Thursday the 14th from half 6
Mair: Thank you Rhiannon.
"""),
("2025-07-31 20:30", r"""
Owen: inspected both mine after work
#nt_qcells Owen: hive 2 had two queen cells on the bottom bars, knocked them both down
Gethin: that's a sign mind. they're thinking about it
Owen: in august though??
Gethin: bees don't read calendars
#d9_p Rhiannon: While we're on inspections, can we do joint ones at the Ty'n Llan apiary every Sunday at 10 through August? Good for Owen and for getting show frames picked
#d9_obj Bethan: Sunday mornings are chapel with Mam, she'd kill me 🙈
#d9_fix >d9_obj Rhiannon: Half one then? After dinner
#d9_tm Bethan: half one I can do 👍
#d9_a1 Gethin: suits me, the ewes are fed by then
#d9_a2 Clive: Half one
#d9_ok Rhiannon: Sundays at half one at Ty'n Llan, starting this Sunday
#n_honeyhouse Clive: In an ideal world we'd have a proper honey house out there with a sink and a dehumidifier
Mair: And in an ideal world I'd have my knees back.
"""),
("2025-08-01 18:45", r"""
#ex_sums Clive: I've done some sums on the extractor. Eleven of us, call it 50 supers between us, 10 frames a super. Four frames at a time by hand, 15 minutes a load including uncapping. That's 125 hours of cranking
Owen: 125 hours 💀
Gethin: for the record i hadn't ordered the hand crank yet
#d2_p Clive: So don't order the hand crank. Honeyvale's 9 frame electric radial is £640. Radial does both sides at once, no turning frames, and the motor does the work
Mair: £640 is a lot of our money, Clive.
#d2_why Clive: It is. But the stall will take a few hundred, and we'll be using it for twenty years
#d2_a1 Rhiannon: I think he's right, nobody's cranking for 125 hours
#d2_a2 Gethin: go on then
#d2_a3 Mair: Very well. I'd rather pay than crank.
#d2_ok Rhiannon: Electric 9-frame it is 🙌
#t12_re Gethin: ill ring honeyvale monday for the electric one then
Owen: @Codex how long does a 9 frame radial take per load roughly
Codex: Typical 9-frame radial: 8-12 min per load at full speed, plus uncapping. About 45-55 frames/hour with two people uncapping.
Owen: ok that's way better lol
"""),
("2025-08-02 09:12", r"""
Owen: HELP
#swarm Owen: my bees are in the hedge by the Red Lion car park!!! 😱
Owen: [photo]
Rhiannon: Oh no! Is that hive 2?
Owen: think so, it's half empty
Gethin: on my way. got a skep and a sheet in the truck. 10 min
#n_drone Owen: we need a drone to follow swarms lol
Clive: "A swarm in August isn't worth a custard" — or something like that
Mair: A swarm in July isn't worth a fly, Clive. August is even worse.
+12m Gethin: here. big one. low down thank god
+20m #skep Owen: GETHIN JUST SHOOK THE WHOLE THING INTO A SKEP 😂
Owen: [photo]
Bethan: Landlord will be thrilled 😂
+25m Gethin: queen went in. they're marching in. leave the skep till dusk
"""),
("2025-08-02 20:50", r"""
Owen: skep's in gethin's truck, bees all in
#d10_p Gethin: put them in the spare national at ty'n llan. association hive but owen can have them as his second colony. he's earned it chasing them round the pub
#d10_a1 Rhiannon: Yes, lovely idea
#d10_a2 Mair: Agreed. Feed them well mind, it's late in the season.
#d10_a3 Owen: seriously?? thank you 😭🐝
#d10_ok Rhiannon: Spare National, Owen's colony from now on
#t5 Owen: i'll get the hive set up with frames and a feeder first thing tomorrow
#nt_super Owen: and i'll put the spare super back in the shed while im there
#nt_super_r >nt_super Gethin: its already there, put it back last sunday
#n_sellback Gethin: we could sell them back to him lol
"""),
("2025-08-03 11:05", r"""
#t5_done >t5 Owen: done! new frames, feeder on, skep shaken in at 8 and they're fanning at the entrance 🐝
Gethin: tidy
#t2_done >t2 Bethan: label drafts!! front and back
Bethan: [photo]
Bethan: [photo]
Clive: Back label's clear. Font's small but legal
Mair: "Mêl Cwm Derwen / Cwm Derwen Honey". Perfect.
Rhiannon: Gorgeous Bethan 😍
"""),
("2025-08-03 15:30", r"""
Rhiannon: Good session everyone
Owen: saw my first ever capped queen cell up close. gethin says it's a "play cup" but still
Gethin: it was a play cup
Mair: Clive's super had the best show frames, lovely even capping.
Clive: Practice
"""),
("2025-08-04 19:15", r"""
#t9_q Rhiannon: @Codex members' honey estimates: Gethin 60lb, Rhiannon 40, Mair 35, Clive 25, Bethan 20, Owen 12, the other five about 10 each. How many 1lb jars and label sets do we need, and does 500 of each cover it?
#t9 Codex: Working on it.
#t9_done Codex: Total about 242 lb.\n- If all in 1lb jars: 242 jars, 242 front + 242 back labels\n- Add ~14 show jars: 256\n- 500 of each covers it with ~244 spare\nNote: 8oz jars use the same labels only if printed at a smaller size.
#nt_codex_sheet Codex: Can also make a stall price sheet if useful.
#d6_500 Bethan: 500 it is then, spares for next year 👍
#d11_p Bethan: also!! what about taking an observation hive to the stall? kids go mad for them. Siân at the Brecon beekeepers has one we could borrow
#d11_a1 Owen: YES
#d11_a2 Rhiannon: That would draw people in, yes let's
#d11_a3 Mair: As long as it's properly sealed.
#d11_ok Rhiannon: Observation hive at the stall then
#t13 Bethan: i'll message Siân about borrowing it
"""),
("2025-08-05 20:10", r"""
#t3 Bethan: final files are done, I'll get both labels printed at Gwasg y Dref and collect them
Rhiannon: Perfect
#d8_p Rhiannon: On entries, proposal: the association pays everyone's entry fees this year, £1.50 a class, up to three classes each, and I send them all in together
#d8_a1 Gethin: fine by me. its what the money's for
#d8_a2 Owen: oh amazing, I was only gonna do one
#d8_a3 Clive: Sensible
#d8_ok Rhiannon: Done, the association covers up to three classes each
#t4 Rhiannon: I'll send the whole lot in by the 15th
#nt_classes Rhiannon: So everyone get your class numbers to me by Wednesday week please!
#nt_cutcomb Owen: one day i want to do a cut comb entry. not this year tho lol
#n_candles Gethin: we could put in for the candle class too
#n_candles_r >n_candles Mair: Nobody's made a candle since 2019, Gethin.
Gethin: fair
"""),
("2025-08-06 13:40", r"""
#emrys_news Mair: News. Emrys Pugh up at Blaen-nant is giving up his bees, his hands are too bad now. He's selling his 12-frame electric radial with the uncapping tray.
#d3_p Mair: He'd take £420 from us. That's bigger than the Honeyvale one and £220 cheaper. I think we should have it.
Bethan: ooh
#d3_obj Gethin: second hand motor though. could be knackered. no warranty off emrys
#nt_van Owen: i can bring my van to fetch it if we get it
#nt_van_no >nt_van Gethin: trailer's easier, thanks
#t6 Clive: I'll go up Friday morning and run it properly. Motor, bearings, the lot
#d3_if Mair: If he won't take £420 we could go to £400, he's not greedy.
Gethin: not rung honeyvale yet anyway, so nothing lost waiting
Rhiannon: Good plan
"""),
("2025-08-08 12:10", r"""
#t6_done >t6 Clive: Back from Emrys's. Ran it 20 minutes loaded with empty frames and then with two of his last supers. Motor's sweet, bearings quiet, speed control works. Drive belt's perished, new one is £12
Clive: [photo]
Clive: Cage is spotless. He's looked after it
#d3_tm Gethin: right. if clive says the motors sound im happy. go on, buy it
#d3_a1 Owen: 🙌🙌
#d3_a2 Bethan: yesss
#d3_ok Rhiannon: Emrys's 12-frame for £420 then. Clive, thank you for going up
#t12_drop Gethin: so honeyvale's off. never did ring them, just as well
#t7 Gethin: ill pay emrys and fetch it with the trailer monday
Mair: Emrys will be so pleased it's staying in the valley.
"""),
("2025-08-09 10:25", r"""
#d5_p Mair: Talk: Wednesday 20th August, half past seven, village hall as before. The WI have the hall on the 14th for staging their produce show, so Glenys has put us in the book for the 20th.
#d5_a1 Bethan: wednesday's better for me actually 👍
#d5_a2 Owen: 20th 👌
#d5_a3 Gethin: ok
#d5_a4 Rhiannon: Lovely, half seven on the 20th
#t8 Mair: I'll have posters up in the shop, the Red Lion and the chapel porch by Tuesday.
#t10_q Rhiannon: @Claudie could you write a short piece for Y Cwm Bach (the village newsletter) about Mair's talk? 120 words, friendly, mention it's free and everyone's welcome
#t10 Claudie: Of course, I'll put something together for you now.
#t10_done Claudie: Here's a draft:\n\n"Ever wondered what the bees in your garden are up to? Join Mair Rowlands of Cwm Derwen & District Beekeepers for 'Bees in Your Garden', a friendly talk at the village hall on Wednesday 20 August at 7.30pm. Mair will explain how a colony works through the year, which flowers help our bees most, and what to do if a swarm turns up in your hedge. There'll be frames, equipment and local honey on display. Entry is free and everyone is welcome, from curious children to seasoned gardeners. Tea and biscuits provided."
#nt_claudie_welsh Claudie: I'd be glad to do a Welsh version too, if that would help.
#welsh_r >nt_claudie_welsh Mair: That's lovely, thank you. The Welsh side is already written.
#nt_mair_hour Mair: And I promise not to talk for more than an hour, Clive.
#hour_r >nt_mair_hour Clive: I'll time you
"""),
("2025-08-11 16:40", r"""
#t7_done >t7 Gethin: extractor's in my barn. paid emrys £420 cash, he threw in a honey bucket with a gate
Gethin: [photo]
Owen: SHE'S BEAUTIFUL
Bethan: 😍
#t14 Clive: I'll write up a booking sheet and cleaning rules for lending it out, by Sunday. Last one came back sticky every time
Rhiannon: Thank you Clive
#d7_p Gethin: stall prices. £7.50 a 1lb jar, same as last year
#d7_obj Owen: isn't that a lot tho? tesco's is like £3
#d7_r Rhiannon: Tesco's is blended from goodness knows where. Raw local goes for £8 at the Llandeilo farmers' market
#d7_fix Mair: We could have some 8oz jars at £4.50 for people who don't want to spend £7.50.
#d7_tm Owen: ok fair. 8oz for the tourists then, i'm in
#d7_a1 Clive: Fine
#d7_ok Rhiannon: £7.50 for a pound, £4.50 for the 8oz 🍯
#t11 Owen: i'll order 72 of the 8oz jars from honeyvale tonight
Rhiannon: @Codex quick check, what do local honey stalls usually charge?
Codex: Typical UK local raw honey, 2024-25: £7-£10 per 1lb jar, £4-£6 per 8oz. Rural show stalls tend to the lower end.
#n_codex_price Codex: Suggest £8.50 per 1lb to match regional averages.
#codex_price_r >n_codex_price Gethin: we're not london
#d12_p Owen: ooh can we do a honey tasting after mair's talk? little spoons, 3 or 4 honeys side by side
#d12_a1 Mair: I'd like that very much.
#d12_a2 Bethan: love that
#d12_a3 Rhiannon: Yes! Tasting after the talk
"""),
("2025-08-11 21:50", r"""
#t11_done >t11 Owen: ordered, 72 x 8oz, delivery in a week
Gethin: tidy
"""),
("2025-08-12 18:05", r"""
#t8_done >t8 Mair: Posters are up: shop window, Red Lion noticeboard and the chapel porch.
Mair: [photo]
#nt_fb Bethan: and I just posted it on the village facebook page 🐝
Owen: 14 likes already lol
"""),
("2025-08-13 08:30", r"""
#t3_hand Bethan: labels are ready at Gwasg y Dref on Tuesday but I'm in work till 6 and they shut at half 5 😩 could anyone grab them?
#t3_hand_ok >t3_hand Gethin: im in llandovery tuesday for the mart anyway. ill fetch them
Bethan: diolch Gethin!! they're paid for, just give my name
"""),
("2025-08-14 20:15", r"""
Rhiannon: Class numbers all in, thank you everyone
#entries Rhiannon: 14 classes altogether: light ×3, medium ×2, dark ×2, cut comb, wax block ×2, honey cake ×2, frame for extraction ×2
Owen: i'm in light honey against gethin 😬
Gethin: good luck boy
"""),
("2025-08-15 19:05", r"""
#t4_done Gethin: dilys from the show rang me about the car park rota. says she's got our entries, all 14 classes, and the fees came through
Rhiannon: Oh good, I was waiting for her email. Thanks Gethin
Clive: Car park rota?
Gethin: i said no
"""),
("2025-08-16 09:40", r"""
Rhiannon: Extraction day 🍯 Gethin's barn from 10, bring your supers and a clean bucket
Owen: on my way with 3 supers
Clive: Bringing the uncapping forks and a heat gun
"""),
("2025-08-16 14:55", r"""
Owen: [photo]
Owen: THE COLOUR
Bethan: that's gorgeous
Clive: 12 frames, 9 minutes a load. I'd like to see the hand crank do that
Gethin: 38lb out of mine so far
Mair: Mine is so dark it looks like treacle. Heather from the mountain.
#nt_pint Owen: if i get a rosette i'm buying everyone a pint at the red lion
#pint_r >nt_pint Gethin: ill hold you to it
#n_spoon Bethan: if this thing packs in mid-spin we're doing the rest with a spoon 😂
"""),
("2025-08-17 13:25", r"""
Rhiannon: Half one at Ty'n Llan, who's coming?
Gethin: on my way
Owen: me, my new colony's drawing out comb already
Bethan: running 10 min late sorry
+2h Rhiannon: Owen's swarm colony looks strong, good laying pattern
Owen: 🥹
"""),
("2025-08-18 19:50", r"""
#d12_why Rhiannon: Bit of a snag. Glenys says the hall committee won't allow open food at events any more unless someone with a food hygiene certificate runs it. None of us has one
Owen: not even for honey??
Rhiannon: Not even for honey
#d12_drop_p Mair: Then we'll leave the tasting out. The jars can go on display and people can buy at the show.
#d12_drop_a1 Owen: fair enough 😔
#d12_drop_a2 Bethan: shame but ok
"""),
("2025-08-19 15:10", r"""
#t3_done >t3_hand_ok Gethin: got the labels. 500 front 500 back. look tidy
Gethin: [photo]
Bethan: yay!! thank you 🙏
Clive: Back label's readable. I'm satisfied
#n_tshirt Owen: should we get matching tshirts for the stall? with the dragon bee on
#n_tshirt_r >n_tshirt Clive: In a marquee in August? We'd melt
Bethan: plus £££
Owen: ok ok
"""),
("2025-08-20 19:10", r"""
Rhiannon: Hall's open, urn's on
Bethan: on our way, kids have made bee antennae
+20m Owen: loads of people here!!
#count34 Gethin: counted 34
"""),
("2025-08-20 21:05", r"""
Rhiannon: That was brilliant Mair 👏👏
Bethan: kids haven't stopped talking about the queen
Owen: someone asked me a question and i actually knew the answer
Clive: 58 minutes. Under the hour
Mair: Told you.
#n_quiz_prev Claudie: Congratulations on the talk! For a future event you might consider a short honey quiz for the children.
#quiz_r >n_quiz_prev Mair: Maybe another year.
"""),
("2025-08-22 12:35", r"""
#obs_rule Rhiannon: Reading the small print of the show schedule: "no live bees or hives in the produce marquee". That's our stall marquee 🙁
Gethin: health and safety
#d11_drop_p Rhiannon: So the observation hive can't come, we'll just do the stall without it
#d11_drop_a1 Mair: Pity, but rules are rules.
#t13_drop Bethan: ah well. Siân never got back to me anyway so nothing's been arranged
Owen: the kids at the talk would have loved it
#n_raffle_q Bethan: are we doing a raffle on the stall instead?
#n_raffle_r >n_raffle_q Rhiannon: Not this year, the show runs its own raffle
"""),
("2025-08-25 11:20", r"""
#jars_came Owen: 8oz jars came, all 72. only one chipped
Gethin: bank holiday and the sun's out. bees flying like mad
Mair: There's ivy coming in on the lane already.
#nt_varroa Owen: i need to sort varroa treatment at some point next month
Clive: Soon after the supers come off. Don't leave it
"""),
("2025-08-28 20:40", r"""
#staging Rhiannon: Staging is Friday 5-8pm in the produce marquee, judging Saturday 9-12, doors open to the public at 12
Bethan: jars polished, no fingerprints 🧽
Clive: Check your fill levels. They'll mark you down for a gap under the lid
Owen: wait what
Gethin: fill it to the shoulder boy
#nt_uncap Clive: I'll show you youngsters how to do proper show jars one of these days
"""),
("2025-08-29 19:35", r"""
Rhiannon: All 14 entries staged ✅
Owen: my jar looks tiny next to gethin's lol
Rhiannon: Stall table's up too, pitch 14 by the entrance
"""),
("2025-08-30 13:10", r"""
Rhiannon: RESULTS!!
Rhiannon: [photo]
#results Rhiannon: Mair 1st dark honey, Owen 2nd light honey (!!!), Gethin 3rd light and Highly Commended wax block, Clive 1st frame for extraction
Owen: 2ND 😭😭😭
Bethan: OWEN!!!
Gethin: beat me fair and square. well done boy
Mair: Lovely clear honey, Owen. The judge said so.
Clive: Told you to fill to the shoulder
"""),
("2025-08-30 18:20", r"""
#stall_total Gethin: stall took £486. 51 1lb and 23 8oz. all cash bar £60 on bethan's card machine
Rhiannon: That's more than last year!
Owen: red lion, pints on me 🍻
Bethan: kids are asleep in the car 😂
"""),
("2025-08-31 11:45", r"""
Rhiannon: What a week. Thank you all 🐝
#t15 Rhiannon: I'll do a write-up with the results and photos for Y Cwm Bach by Friday
#t14_re >t14 Clive: I still owe you the extractor booking sheet. Haven't touched it, the show ate the month. I'll have it done for the September meeting
Rhiannon: No rush Clive
Gethin: banked the stall money first thing, night safe was full last night
Mair: Emrys came to the stall and bought a jar of Owen's. He was tickled.
Owen: best weekend ever
"""),
]

DECISIONS = [
    dict(id='d1', text='Buy a new 4-frame hand-crank tangential extractor from Honeyvale, £265, from association funds',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 'd1_a4', 'd1_ok'],
         agreed_by=['Gethin', 'Rhiannon', 'Mair', 'Owen', 'Clive'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_ok']),
    dict(id='d2', text="Instead buy Honeyvale's 9-frame electric radial extractor, £640 (stall takings to cover the difference)",
         stated=['d2_p', 'd2_why', 'd2_a1', 'd2_a2', 'd2_a3', 'd2_ok'],
         agreed_by=['Clive', 'Rhiannon', 'Gethin', 'Mair'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_ok']),
    dict(id='d3', text="Buy Emrys Pugh's second-hand 12-frame electric radial with uncapping tray for £420, once Clive has tested it",
         stated=['d3_p', 'd3_tm', 'd3_a1', 'd3_a2', 'd3_ok', 't7_done'],
         agreed_by=['Mair', 'Gethin', 'Owen', 'Bethan', 'Rhiannon'], objected_by=['Gethin'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text="Mair's talk 'Bees in Your Garden' at the village hall, Thursday 14 August, 7pm",
         stated=['d4_p', 'd4_a1', 'd4_a2', 'd4_ok', 't1_done'],
         agreed_by=['Mair', 'Bethan', 'Owen', 'Rhiannon'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_p']),
    dict(id='d5', text="Mair's talk at the village hall on Wednesday 20 August, 7.30pm (the WI have the hall on the 14th)",
         stated=['d5_p', 'd5_a1', 'd5_a2', 'd5_a3', 'd5_a4'],
         agreed_by=['Mair', 'Bethan', 'Owen', 'Gethin', 'Rhiannon'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Jar labels: bilingual front (name, dragon-bee logo, weight) plus a small back label with the legal text; 500 of each from Gwasg y Dref for £48',
         stated=['d6_p', 'd6_fix', 'd6_tm', 'd6_a1', 'd6_a2', 'd6_ok', 'd6_500'],
         agreed_by=['Bethan', 'Clive', 'Gethin', 'Rhiannon'], objected_by=['Clive'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Stall prices: £7.50 per 1lb jar, plus 8oz jars at £4.50',
         stated=['d7_p', 'd7_fix', 'd7_tm', 'd7_a1', 'd7_ok'],
         agreed_by=['Gethin', 'Mair', 'Owen', 'Clive', 'Rhiannon'], objected_by=['Owen'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text="The association pays members' show entry fees (£1.50 a class, up to three classes each); Rhiannon sends all entries together",
         stated=['d8_p', 'd8_a1', 'd8_a2', 'd8_a3', 'd8_ok'],
         agreed_by=['Rhiannon', 'Gethin', 'Owen', 'Clive'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text="Joint inspections at the Ty'n Llan apiary every Sunday in August at 1.30pm (not 10am)",
         stated=['d9_p', 'd9_fix', 'd9_tm', 'd9_a1', 'd9_a2', 'd9_ok'],
         agreed_by=['Rhiannon', 'Bethan', 'Gethin', 'Clive'], objected_by=['Bethan'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text="House Owen's swarm in the association's spare National at Ty'n Llan; it becomes Owen's second colony",
         stated=['d10_p', 'd10_a1', 'd10_a2', 'd10_a3', 'd10_ok'],
         agreed_by=['Gethin', 'Rhiannon', 'Mair', 'Owen'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text="Take a borrowed observation hive (from Siân at the Brecon beekeepers) to the show stall",
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_a3', 'd11_ok'],
         agreed_by=['Bethan', 'Owen', 'Rhiannon', 'Mair'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d11_drop_p', 'd11_drop_a1']),
    dict(id='d12', text="Honey tasting with little spoons after Mair's talk",
         stated=['d12_p', 'd12_a1', 'd12_a2', 'd12_a3'],
         agreed_by=['Owen', 'Mair', 'Bethan', 'Rhiannon'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d12_drop_p', 'd12_drop_a1', 'd12_drop_a2']),
]

NON_DECISIONS = [
    (['n_honeyhouse'], 'hypothetical'),                   # ideal world: a honey house with a sink
    (['n_drone'], 'joke'),                                # a drone to follow swarms
    (['n_sellback'], 'joke'),                             # sell the swarm back to Owen
    (['n_candles', 'n_candles_r'], 'proposal not taken up'),  # enter the candle class
    (['d3_if'], 'hypothetical'),                          # if Emrys won't take £420, offer £400
    (['n_codex_price', 'codex_price_r'], 'bot suggestion ignored'),  # Codex: £8.50 a pound
    (['n_spoon'], 'joke'),                                # if it packs in, a spoon
    (['n_tshirt', 'n_tshirt_r'], 'proposal not taken up'),  # matching t-shirts
    (['n_quiz_prev', 'quiz_r'], 'bot suggestion ignored'),  # Claudie: a children's honey quiz
    (['n_raffle_q', 'n_raffle_r'], 'question'),           # a raffle on the stall?
]

TODOS = [
    dict(id='t1', owner='Rhiannon', task='Ring Glenys to book the village hall for the talk',
         taken=['t1'], due='2025-07-29', status='done', closed_by=['t1_done'], handed_to=None),
    dict(id='t2', owner='Bethan', task='Draft the front and back jar labels',
         taken=['t2'], due='2025-08-03', status='done', closed_by=['t2_done'], handed_to=None),
    dict(id='t3', owner='Bethan', task='Get the labels printed at Gwasg y Dref and collect them',
         taken=['t3', 't3_hand_ok'], due='', status='done', closed_by=['t3_done'], handed_to='Gethin'),
    dict(id='t4', owner='Rhiannon', task="Send in all the association's show entries",
         taken=['t4'], due='2025-08-15', status='done', closed_by=['t4_done'], handed_to=None),
    dict(id='t5', owner='Owen', task='Set up the spare National with frames and a feeder and hive the swarm',
         taken=['t5'], due='2025-08-03', status='done', closed_by=['t5_done'], handed_to=None),
    dict(id='t6', owner='Clive', task="Go up to Emrys's and test the extractor (motor, bearings)",
         taken=['t6'], due='2025-08-08', status='done', closed_by=['t6_done'], handed_to=None),
    dict(id='t7', owner='Gethin', task='Pay Emrys and fetch the extractor with the trailer',
         taken=['t7'], due='2025-08-11', status='done', closed_by=['t7_done'], handed_to=None),
    dict(id='t8', owner='Mair', task='Put up posters for the talk in the shop, the Red Lion and the chapel porch',
         taken=['t8'], due='2025-08-12', status='done', closed_by=['t8_done'], handed_to=None),
    dict(id='t9', owner='Codex', task='Work out how many jars and label sets the honey estimates need',
         taken=['t9'], due='', status='done', closed_by=['t9_done'], handed_to=None),
    dict(id='t10', owner='Claudie', task='Write a short newsletter piece about the talk for Y Cwm Bach',
         taken=['t10'], due='', status='done', closed_by=['t10_done'], handed_to=None),
    dict(id='t11', owner='Owen', task='Order 72 8oz jars from Honeyvale',
         taken=['t11'], due='2025-08-11', status='done', closed_by=['t11_done'], handed_to=None),
    dict(id='t12', owner='Gethin', task='Order the new extractor from Honeyvale (hand crank, then the 9-frame electric)',
         taken=['t12', 't12_re'], due='2025-08-01', status='dropped', closed_by=['d3_ok', 't12_drop'], handed_to=None),
    dict(id='t13', owner='Bethan', task='Ask Siân to lend the observation hive',
         taken=['t13'], due='', status='dropped', closed_by=['d11_drop_p', 't13_drop'], handed_to=None),
    dict(id='t14', owner='Clive', task='Write a booking sheet and cleaning rules for lending the extractor',
         taken=['t14', 't14_re'], due='2025-08-17', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Rhiannon', task='Write up the show results with photos for Y Cwm Bach',
         taken=['t15'], due='2025-09-05', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_schedule'], 'already done'),                    # schedule put in the shared folder
    (['nt_super', 'nt_super_r'], 'already done by someone else'),  # spare super already back in the shed
    (['nt_codex_sheet'], 'bot offer not taken up'),       # Codex: a stall price sheet
    (['nt_classes'], 'instruction to others'),            # class numbers to Rhiannon by Wednesday week
    (['nt_cutcomb'], 'vague wish'),                       # one day a cut comb entry
    (['nt_van', 'nt_van_no'], 'offer declined'),          # Owen's van; the trailer is easier
    (['nt_claudie_welsh', 'welsh_r'], 'bot offer not taken up'),  # Claudie: a Welsh version
    (['nt_mair_hour', 'hour_r'], 'banter promise'),       # not more than an hour
    (['nt_fb'], 'already done'),                          # posted on the village facebook page
    (['nt_pint', 'pint_r'], 'banter promise'),            # a rosette means pints
    (['nt_varroa'], 'vague promise'),                     # varroa treatment at some point
    (['nt_uncap'], 'vague promise'),                      # show jars lesson one of these days
]

QUESTIONS = [
    # ---- changed
    ('So which extractor did we actually end up with?',
     ['d1_ok', 'd2_ok', 'd3_p', 'd3_ok', 't7_done'],
     "Emrys Pugh's second-hand 12-frame electric radial with uncapping tray, £420 (after first picking the £265 hand crank, then the £640 Honeyvale 9-frame)", 'changed'),
    ('What was the first extractor we agreed to get?',
     ['d1_p', 'd1_ok'], 'A new 4-frame hand-crank tangential from Honeyvale for £265', 'changed'),
    ('Why did we go off the hand-crank extractor?',
     ['ex_sums', 'd2_p'], "Clive worked out it would take about 125 hours of cranking for ~50 supers; an electric radial does both sides at once", 'changed'),
    ("Why didn't the Honeyvale 9-frame get bought after all?",
     ['emrys_news', 'd3_p', 't6_done', 'd3_ok', 't12_drop'],
     "Emrys offered his bigger 12-frame radial for £420, £220 cheaper; Clive tested it and Gethin had never rung Honeyvale", 'changed'),
    ("When is Mair's village hall talk?",
     ['d4_ok', 'd5_p'], 'Wednesday 20 August at 7.30pm in the village hall (first planned for Thursday 14 August at 7)', 'changed'),
    ('Why did the talk not happen on the first date?',
     ['d4_p', 'd5_p'], 'The WI had the hall on the 14th to stage their produce show', 'changed'),
    ('Are we still bringing the glass-sided hive for the stall?',
     ['d11_ok', 'obs_rule', 'd11_drop_p'], 'No. The schedule bans live bees and hives in the produce marquee where the stall is', 'changed'),
    ('Did people get to taste honey after the talk in the end?',
     ['d12_a3', 'd12_why', 'd12_drop_p'],
     'No. The hall committee no longer allows open food without someone holding a food hygiene certificate, so the tasting was left out', 'changed'),
    # ---- owner
    ('Who picked up the printed labels in the end?',
     ['t3', 't3_hand', 't3_hand_ok', 't3_done'], 'Gethin, in Llandovery on mart day (Bethan was at work and handed it over)', 'owner'),
    ("Who checked that Emrys's machine actually worked?",
     ['t6', 't6_done'], 'Clive', 'owner'),
    ('Who did the label design?',
     ['d6_p', 't2', 't2_done'], 'Bethan', 'owner'),
    ('Who wrote the newsletter blurb for the talk?',
     ['t10_q', 't10_done'], 'Claudie (the bot), asked by Rhiannon', 'owner'),
    ('Who is meant to be writing the lending rules for the extractor?',
     ['t14', 't14_re'], 'Clive', 'owner'),
    # ---- status
    ('Did our show entries get in on time?',
     ['t4', 't4_done'], 'Yes. Dilys, the show secretary, told Gethin on the 15th she had all 14 classes and the fees', 'status'),
    ("Is Clive's sign-up sheet for borrowing the extractor finished?",
     ['t14', 't14_re'], 'No. Clive has not started it; he says it will be ready for the September meeting', 'status'),
    ('Did Bethan sort out borrowing the observation hive?',
     ['t13', 'd11_drop_p', 't13_drop'], 'No. Siân never replied and the idea was dropped when the show banned live hives', 'status'),
    ('Has the write-up for the newsletter been done?',
     ['t15'], 'Not yet. Rhiannon plans to do it by Friday (5 September)', 'status'),
    ('Did the small jars turn up?',
     ['t11', 't11_done', 'jars_came'], 'Yes, all 72 of the 8oz jars arrived (one chipped)', 'status'),
    ('Did Gethin ever place the Honeyvale order?',
     ['t12', 't12_re', 't12_drop'], 'No, he never rang them, and the order was dropped once we went for Emrys\'s extractor', 'status'),
    # ---- single
    ('How much money did the stall make?',
     ['stall_total'], '£486 (51 one-pound jars and 23 8oz jars)', 'single'),
    ('What did we charge for the smaller jars?',
     ['d7_fix', 'd7_ok'], '£4.50 for an 8oz jar (1lb was £7.50)', 'single'),
    ('What did the label printing cost?',
     ['d6_p', 'd6_fix'], '£48 for 500 (front and back)', 'single'),
    ('How did Owen do at the show?',
     ['results'], 'Second place in the light honey class', 'single'),
    ('How many people turned up to the talk?',
     ['count34'], '34', 'single'),
    ('What fee did the association agree to cover for entries?',
     ['d8_p', 'd8_ok'], '£1.50 per class, up to three classes per member', 'single'),
    # ---- temporal
    ("When did Owen's bees swarm?",
     ['swarm'], 'Saturday 2 August in the morning, into the hedge by the Red Lion car park', 'temporal'),
    ('When do entries have to be staged?',
     ['staging'], 'Friday 29 August, 5-8pm, in the produce marquee', 'temporal'),
    ('What was the closing date for honey show entries?',
     ['kickoff'], 'Friday 15 August', 'temporal'),
    ('What day did the extractor get to the barn?',
     ['t7_done'], 'Monday 11 August', 'temporal'),
    # ---- multi
    ('How many classes did we enter and what did that cost the association?',
     ['entries', 'd8_p'], '14 classes at £1.50 each, so £21', 'multi'),
    ("How much cheaper was Emrys's extractor than the Honeyvale electric, and did it need anything?",
     ['d2_p', 'd3_p', 't6_done'], '£220 cheaper (£420 vs £640); it needed a new drive belt, about £12', 'multi'),
    ("What happened to Owen's swarm after it was caught?",
     ['swarm', 'skep', 'd10_p', 't5_done'],
     "Gethin shook it into a skep at the Red Lion; next morning Owen hived it in the association's spare National at Ty'n Llan, now his second colony", 'multi'),
    ('When do we inspect together and why not the morning?',
     ['d9_p', 'd9_obj', 'd9_fix', 'd9_ok'],
     "Sundays at 1.30pm at Ty'n Llan; 10am was suggested but Bethan goes to chapel with her mam on Sunday mornings", 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=1, seed=20250728)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
