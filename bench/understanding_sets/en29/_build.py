#!/usr/bin/env python3
"""English chess club committee chat (Irwell Chess Club, Manchester): the
Irwell Rapid weekend tournament and the autumn junior coaching term,
2026-08-31 .. 2026-10-04, +01:00 (BST).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Fiona': (4718203956, False),   # chair; runs the meeting, "right then"
    'Dev': (5829304715, False),     # treasurer; careful with money, dry jokes
    'Tomasz': (6093817245, False),  # equipment officer, arbiter in training; terse, lowercase
    'Gemma': (5374920681, False),   # junior organiser; coaching term; emoji
    'Alan': (6640182937, False),    # 73, life member; full sentences, grumbles
    'Codex': (7704928316, True),    # bot: terse, numbers
    'Claudie': (7816039274, True),  # bot: polite
}

SESSIONS = [
("2026-08-31 19:40", r"""
Fiona: Right then, committee chat is alive again 🎉
Fiona: Two things this autumn: the Irwell Rapid at the end of September and Gemma's junior term
Gemma: yesss finally
Dev: evening all
Tomasz: hi
Alan: Good evening. I shall try to keep up with this contraption.
Fiona: I've added the bots too @Codex @Claudie
Codex: Here. Mention me for sums, lists, timetables.
Claudie: Hello everyone! Happy to help with the tournament and the juniors 😊
Alan: Splendid. Does the machine play chess?
#nt_alan_ecf Alan: Incidentally I have already renewed my ECF membership, before anybody asks.
Tomasz: badly probably
#d_venue1_p Fiona: Venue first. Levenshulme Community Centre main hall, Sat 26 + Sun 27 Sept. They did £320 for the weekend last time I asked
#d_venue1_a1 Dev: £320 is fine, we have about £900 in the pot
#d_venue1_a2 Gemma: Levenshulme works, it's on the 192
#d_venue1_a3 Tomasz: ok
#d_venue1_ok Fiona: Levenshulme it is then
#t_quote Dev: I'll email the centre tomorrow to get it in writing and hold the dates
#d_fee1_p Dev: Entry £20 adults, £10 under-18s? Same as the spring allegro
#d_fee1_a1 Fiona: sgtm
#d_fee1_a2 Gemma: 👍 juniors at a tenner is good
#d_fee1_ok Dev: £20/£10 then
#d_fmt_p Fiona: Format: 7 rounds, 25 minutes plus 10 second increment, ECF and FIDE rapid rated
#d_fmt_obj Tomasz: increment is a problem. half our clocks are the old analogue garde ones. no increment on those
#d_fmt_r Fiona: Stockport club lent us 20 DGT 2010s for the league night last year and Ray says we can have them again
#d_fmt_ea >d_fmt_r Tomasz: if stockport lends them then fine, 25+10
#d_fmt_a1 Alan: I would rather have had 30 minutes flat, but I shall live.
#d_fmt_ok Fiona: 7 rounds of 25+10, rated both ways
#n_crown Alan: Could we not simply use the back room at the Crown? It is free and we know it.
#n_crown_no >n_crown Dev: Alan it holds 20 people and half of them are darts players
Alan: Fair point, the darts lads are rather loud.
"""),
("2026-09-01 12:15", r"""
#t_quote_done Dev: Levenshulme replied, £320 confirmed for 26-27 Sept, 9am to 7pm both days. Pencilled in, deposit due next week
Fiona: 👌
#t_form Fiona: I'll put the entry form on the website and the ECF calendar this evening
Gemma: can we do online payment this time? cash at the door was chaos
Dev: the website form takes card already, I set that up in spring
Gemma: oh nice
+6h #t_form_done Fiona: Entry form is live on the site + listed on the ECF events calendar
#nt_fb Gemma: I'll stick it on the Facebook group too
#nt_fb_r >nt_fb Dev: already up, did it on my lunch
Gemma: ha ok
"""),
("2026-09-02 20:05", r"""
Fiona: Arbiter. We need a licensed one for FIDE rating
#d_arb_p Fiona: Sunita Rao did the Bury congress, she's a FIDE arbiter and charges £150 a day. Proposal: book her for both days
#d_arb_obj Alan: £300 for someone to stand about? Tomasz has been arbiting our league matches for years for nothing.
#d_arb_r Tomasz: i'm not licensed for fide events yet. no licensed arbiter = no fide rating. simple
Dev: and Tomasz would actually like to play, I assume
Tomasz: yes
#d_arb_ea >d_arb_r Alan: Very well, if the rules demand it. Book the lady.
#d_arb_a1 Dev: ok from me, it's in the budget
#d_arb_a2 Gemma: Sunita is lovely, she did a junior event I helped at
#t_arb Fiona: I'll message her tonight and check she's free
#n_cat Dev: Alternatively Alan's cat could arbit. Very stern expression
Alan: Winston would be a far better arbiter than some I have seen.
+2h #t_arb_done Fiona: Sunita's free both days and booked 🙌 she'll use Swiss Manager and bring her own laptop
"""),
("2026-09-03 18:30", r"""
Gemma: junior term stuff, can I pick everyone's brains this week?
Fiona: Go for it
Gemma: I've got two volunteer coaches, Priti and Owen, both good club players
#t_dbs Gemma: I'll get their DBS checks started through the league's umbrella body this week
#n_gm Gemma: also mad idea, what if we got a GM to do a simul on the Saturday evening??
#n_gm_no >n_gm Dev: with which money, Gemma
Gemma: ok ok 😂
Alan: When I was a boy we had Bill Hartston at the YMCA. Nobody paid him a penny.
Tomasz: different times
"""),
("2026-09-04 17:50", r"""
#double Dev: Bad news. Levenshulme just rang, the Sunday is double-booked, a wedding fair got in before our deposit went through
Fiona: Oh for goodness sake
Alan: Typical.
Gemma: nooo
#d_venue2_p Gemma: what about the Chorlton Cricket Club pavilion? my brother plays there, they do £250 for a weekend and there's a bar
#d_venue2_a1 Dev: cheaper and a bar, I'm sold
#d_venue2_a2 Tomasz: how many tables
Gemma: they said 24 tables easily, so 48 players
#d_venue2_a3 Tomasz: ok enough for last year's numbers
#d_venue2_ok Fiona: Let's take the pavilion. Gemma can you ask your brother who to talk to
#d_venue2_bk Gemma: already done, booked with the club secretary for 26-27, £250 💪
Fiona: Brilliant
#nt_web Fiona: I've already switched the venue on the website and the ECF listing while you were typing
"""),
("2026-09-06 11:00", r"""
Tomasz: counted the club kit in the cupboard
#kit Tomasz: 31 sets, 31 boards, 18 digital clocks, 14 analogue. 2 sets missing a black bishop
Alan: The bishops walk. They have always walked.
Dev: the ghost of the cupboard strikes again
#t_bot_tt_q Fiona: @Codex can you draft a timetable for 7 rounds of 25+10 over Sat and Sun, 9:30 start, lunch on Saturday, done by 6 on Sunday?
#t_bot_tt Codex: On it.
#t_bot_tt_done Codex: Draft:\nSat 26\n09:00 registration closes\n09:30 R1\n11:00 R2\n12:30 lunch\n13:30 R3\n15:00 R4\nSun 27\n09:30 R5\n11:00 R6\n12:30 lunch\n13:30 R7\n15:15 prizegiving\nAssumes 90 min per round slot.
#n_bot_6r Codex: Note: 6 rounds would let Sunday finish by 14:00.
#nt_bot_cards Codex: Can also produce printable pairing cards if needed.
Fiona: lovely, that'll do
#n_bot_6r_r >n_bot_6r Tomasz: 7 rounds. people want 7
"""),
("2026-09-07 19:20", r"""
Fiona: Had a look at the numbers with Dev
Dev: arbiter £300, pavilion £250, prize fund needs to be decent or the strong lads go to Blackpool instead
#d_fee2 Fiona: Entry fees for the Irwell Rapid: £25 adults, £12 juniors (U18), £5 off if you pay by Sat 12 Sept. Sunita's fee and a proper prize fund are the reason
#d_fee2_a1 Dev: 👍
#d_fee2_a2 Gemma: fair, £12 is still ok for parents
#d_fee2_a3 Alan: Agreed. Still cheaper than a round of golf.
#d_fee2_web Fiona: form updated, early-bird code is IRWELL5
Tomasz: what about people who already paid 20
Dev: 4 people, I'll just let them be, not worth the faff
"""),
("2026-09-08 20:40", r"""
#spons_in Dev: So, sponsorship. Brindle Homes, the estate agents on Wilmslow Road, emailed. £500 for their logo on the banner and a mention in the results
#d_spons_p Dev: I say yes, covers the whole arbiter bill and more
#d_spons_obj Gemma: hmm not sure about an estate agent's logo all over a kids' coaching flyer tbh, parents might grumble
#d_spons_r Dev: it's only for the rapid. logo on the adult prize banner and the results page, nowhere near the junior stuff
#d_spons_ea >d_spons_r Gemma: oh if it's just the rapid then fine by me 👍
#d_spons_a1 Fiona: Yes to Brindle, £500, rapid only
#d_spons_a2 Tomasz: ok
#t_invoice Dev: I'll send them an invoice by Friday
#t_bot_spons_q Fiona: @Claudie could you write a short thank-you announcement for the website, Brindle Homes sponsoring the Irwell Rapid with £500?
#t_bot_spons Claudie: Of course, I'll write it now.
#t_bot_spons_done Claudie: Draft: "Irwell Chess Club is delighted to welcome Brindle Homes as sponsor of this year's Irwell Rapid. Their £500 support helps us keep entry fees low and the prize fund strong. Thank you, Brindle Homes, and see you over the board on 26-27 September!"
#nt_bot_faq Claudie: If it helps, I could also prepare a short FAQ for parents about the junior term.
Fiona: perfect, posting that
"""),
("2026-09-09 08:10", r"""
Alan: Good morning. Rain again.
Tomasz: manchester
Dev: it's not rain it's "liquid sunshine"
Alan: It is rain, Devinder.
"""),
("2026-09-10 19:00", r"""
Gemma: ok junior term proposal 🧒♟️
#d_junior_p Gemma: Saturdays 10:00-11:30 at Levenshulme Library community room, 10 weeks from 3 Oct, £40 for the term, max 16 kids, two groups (beginners + improvers)
#d_junior_a1 Fiona: Love it
#d_junior_a2 Dev: £40 covers the room and the books, fine by me
#d_junior_a3 Alan: Ten weeks is sensible. I may come and tell them about Morphy.
Gemma: ahaha yes please Alan
#d_junior_ok Fiona: Agreed then, over to Gemma
#t_room Gemma: I'll book the library room this week
#n_sunday Gemma: do we want a Sunday group as well at some point?
#n_sunday_no >n_sunday Fiona: one thing at a time, let's see how Saturdays fill
+1h #t_dbs_done >t_dbs Gemma: oh and both DBS checks came back clear today ✅
Dev: speedy
"""),
("2026-09-11 21:30", r"""
#t_trophy Alan: I shall order the trophies from Kersal Trophies on Bury New Road. I have known the owner thirty years.
Fiona: Thanks Alan!
#budget Dev: budget is £120 for trophies max pls
Alan: Noted.
#nt_bake Dev: and I'll bake for the tea table, honestly this time
Gemma: last time you brought a bag of Haribo
Dev: that was a curated selection
"""),
("2026-09-13 16:20", r"""
#t_room_done Gemma: library room booked, all 10 Saturdays, £15 a session 🎉
Fiona: 👏
#entries1 Dev: entries update: 41 paid so far, early-bird deadline did its job
Tomasz: 41 already. pavilion only does 48
Dev: yeah I was going to say
Fiona: let's watch it this week
"""),
("2026-09-14 20:00", r"""
#d_prize_p Fiona: Prizes. With Brindle's money: Open 1st £200, 2nd £100, 3rd £50, best U1600 £40, best U1300 £40, and trophies for the top three juniors
#d_prize_a1 Dev: adds up to £430 cash, we can do that
#d_prize_a2 Gemma: yes to junior trophies!!
#d_prize_a3 Tomasz: fine
#n_team_q Alan: Are we doing a team prize? The Stockport lot always come as a six.
#n_team_r >n_team_q Fiona: let's see how many teams actually enter first
#n_vimto Alan: And a bottle of Vimto for whoever comes last.
Tomasz: i would win that
"""),
("2026-09-15 19:45", r"""
#d_live_p Tomasz: idea. top 4 boards live on lichess. bolton have DGT e-boards, I know their captain
#d_live_a1 Gemma: omg yes, parents could watch the juniors on top boards
#d_live_a2 Fiona: that would look very professional
#d_live_ok Dev: fine by me if it costs nothing
#t_live Tomasz: i'll sort the boards with bolton and set up the broadcast
#nt_van Tomasz: and i can bring my van for the sets and clocks if needed
#nt_van_no >nt_van Fiona: no need, Dev's estate car takes the lot, we did it last year
Tomasz: ok
"""),
("2026-09-16 20:10", r"""
#d_blitz_p Dev: side event: Saturday evening blitz at the pavilion bar, 7pm, £5 in, winner takes a voucher
#d_blitz_a1 Tomasz: yes. 3+2
#d_blitz_a2 Gemma: haha I'll be rubbish but I'm in
#d_blitz_a3 Fiona: why not, sounds fun
#t_voucher Dev: I'll pick up a £50 Chessbase voucher for the winner this weekend
#n_bot_food Claudie: If you're running an evening event, a hot food option at the bar might keep people around.
Alan: Blitz is not chess. But I shall watch.
"""),
("2026-09-17 21:00", r"""
#entries2 Dev: entries now 58. the pavilion holds 48
Fiona: ugh, good problem to have but
#d_venue3_p Fiona: Oddfellows Hall on Burton Road has room for 40 boards. £420 for the weekend. I'd go for it and keep the 58
#d_venue3_obj Dev: £420 is basically Brindle's whole sponsorship gone on a room
#d_venue3_r Fiona: 58 entries at the new fees is well over £1,300 in. We're fine, and we can't turn ten people away
#d_venue3_ea >d_venue3_r Dev: when you put it like that... ok, go on then
#d_venue3_a1 Gemma: yes, Oddfellows is lovely and it's got proper heating
#d_venue3_a2 Tomasz: 40 boards good
#d_venue3_ok Fiona: Oddfellows it is. The cricket club were very nice about it when I warned them
#n_backup Gemma: if Sunita got ill we'd be stuck though wouldn't we
#n_backup_r Fiona: let's cross that bridge if we come to it
+2h #d_venue3_dep Fiona: Oddfellows deposit paid, booked for 26-27 Sept, 8:30am to 6:30pm
"""),
("2026-09-18 18:40", r"""
#blitz_news Tomasz: oddfellows closes at 6:30 and there's no bar. blitz in the evening won't work
Dev: ah. and the cricket bar is off the table now
#d_blitz_drop_p Fiona: Let's just not do the blitz this time
#d_blitz_drop_a Dev: agreed, nobody will miss it except Tomasz
Tomasz: true
#t_voucher_drop >t_voucher Dev: and I hadn't bought the voucher yet so no harm done
Gemma: next year!
"""),
("2026-09-19 10:30", r"""
Gemma: [photo]
Gemma: practice session with my nephew, he forked my queen 😭
Alan: Good lad.
Tomasz: knight?
Gemma: knight. obviously
Dev: the knight is always the problem
#nt_news Gemma: someone should really get the Manchester Evening News along to the rapid one year
"""),
("2026-09-20 19:15", r"""
#t_trophy_hand Alan: I have a problem. My daughter has booked me on a flight to Tenerife on the 22nd for a fortnight, a surprise. I have not yet been to Kersal. Could somebody take the trophies over?
#t_trophy_hand_ok >t_trophy_hand Gemma: I'll do it Alan! I drive past there on Tuesdays
Alan: You are very kind. Ask for Barry and mention my name.
Fiona: Tenerife! Lucky you
Alan: I shall miss the tournament, which is a tragedy.
Dev: the crosstable will be on the website
"""),
("2026-09-21 20:30", r"""
#bolton_no Tomasz: bad news. bolton need their e-boards that weekend for their own congress
Fiona: oh no
Gemma: 😢
Tomasz: no other club nearby has them. buying is £500+ a board
#d_live_drop_p Dev: then no broadcast this year
#d_live_drop_a1 Fiona: agreed, shame
#d_live_drop_a2 Gemma: sad but yeah
#t_live_drop >t_live Tomasz: ok, broadcast off. told bolton thanks anyway
"""),
("2026-09-22 18:00", r"""
#t_invoice_done Dev: Brindle invoice sent (late, sorry) and they've already paid, £500 in the account
Fiona: Ha, faster than us
#t_sheets Fiona: I'll print the scoresheets and pairing boards on Thursday, 400 scoresheets should cover it
#t_clocks Tomasz: i'll collect the stockport clocks and take them with our sets to oddfellows on friday night
#nt_bring Fiona: Everyone else: any personal digital clocks, bring them Saturday morning, labelled
Gemma: will do
#n_swiss_q Gemma: Does Sunita do the pairings or do we need to?
#n_swiss_r Fiona: she does it all in Swiss Manager, we just put up the sheets
"""),
("2026-09-23 19:40", r"""
#t_trophy_done Gemma: trophies picked up from Kersal!! Barry sends his regards to Alan. £110 all in
Gemma: [photo]
Dev: they look great, and under budget
Fiona: Alan will be thrilled
"""),
("2026-09-24 21:05", r"""
#t_sheets_done Fiona: scoresheets and pairing boards printed 🖨️
Dev: final entries: 63, with 4 late ones
Tomasz: 63 with 40 boards ok
#nt_lose Tomasz: if i lose to a nine year old again this year i quit chess
Gemma: Arjun will be delighted to hear that 😂
"""),
("2026-09-25 22:30", r"""
Dev: are we all set for tomorrow?
Fiona: Doors at 8:30, registration from 8:45
Gemma: I've got the junior goodie bags
"""),
("2026-09-26 08:15", r"""
#t_clocks_done Alan: Good morning from Tenerife. My neighbour popped into Oddfellows at 8 for me: the sets and the Stockport clocks are all stacked in the side room. Tomasz must have been there late last night.
Fiona: Ha, thanks Alan! Enjoy the sun
Tomasz: 1am. don't ask
+1h Fiona: Round 1 underway, 63 players 🎉
+2h Dev: tea table demolished already
Gemma: the juniors have eaten all the flapjacks
+3h Fiona: after round 3 three on 3/3: Marek, Sophie Chen and a 12 year old from Didsbury!
+3h Fiona: day one done, thanks all
Tomasz: i am on 2.5/4. no nine year olds
"""),
("2026-09-27 09:10", r"""
Fiona: Day two, round 5 started on time
+4h Gemma: [photo]
Gemma: Sophie just beat Marek!!
+3h #final Fiona: Final: Sophie Chen 6.5/7 wins, Marek 2nd on 6, 3rd shared. Prizes given, Brindle's man took photos
Dev: Sunita was excellent, no disputes at all
Tomasz: one dispute. it was mine. i was wrong
"""),
("2026-09-28 20:00", r"""
Fiona: Well that went brilliantly. Thank you everyone
#money Dev: money: in £1,415 entries + £500 Brindle. out £1,345 (hall 420, Sunita 300, prizes 430, trophies 110, printing and tea 85). so £570 up
Gemma: 🎉
#t_rating Tomasz: i'll send the rating reports to ecf and fide. sunita gave me the files
#t_report Alan: When I am home I will write the report for the Manchester League newsletter.
Fiona: That would be lovely Alan
#nt_history Alan: One day I really must write a proper history of this club.
Dev: one day 😄
"""),
("2026-09-30 19:30", r"""
Gemma: junior term starts saturday!
Gemma: 14 kids signed up so far
Fiona: 14! wonderful
Gemma: @Claudie any tips for a first session with kids 7-11?
Claudie: A few ideas: start with names and a short puzzle rather than a full game, keep explanations under five minutes, and end with a mini game so everyone leaves having played. Good luck!
Gemma: thank you Claudie 💛
#nt_accounts Dev: I really need to tidy the club accounts one of these days
"""),
("2026-10-03 12:10", r"""
Gemma: first session done!!!
Gemma: [photo]
#first_session Gemma: 15 kids in the end, Priti took the improvers, Owen and me the beginners
Fiona: Fantastic Gemma 👏
#dev_600 Dev: 15 x £40 = £600, the room's covered for the term
"""),
("2026-10-04 18:45", r"""
Fiona: quick check before the AGM prep
#t_rating_re Tomasz: rating files: ecf done? no. fide? no. this week, promise
Fiona: no rush, end of month is the deadline
#t_report_re Alan: Back from Tenerife on Tuesday. The newsletter report will follow once I have unpacked.
Dev: welcome home Alan
Gemma: next committee meeting Wednesday?
Fiona: Wednesday 7:30, the Crown back room
"""),
]

DECISIONS = [
    dict(id='d1', text='Venue: Levenshulme Community Centre main hall, Sat 26 + Sun 27 Sept, £320 for the weekend',
         stated=['d_venue1_p', 'd_venue1_a1', 'd_venue1_a2', 'd_venue1_a3', 'd_venue1_ok', 't_quote_done'],
         agreed_by=['Fiona', 'Dev', 'Gemma', 'Tomasz'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_venue2_p', 'd_venue2_ok']),
    dict(id='d2', text='Venue moved to the Chorlton Cricket Club pavilion (£250, bar, 24 tables)',
         stated=['d_venue2_p', 'd_venue2_a1', 'd_venue2_a3', 'd_venue2_ok', 'd_venue2_bk'],
         agreed_by=['Gemma', 'Dev', 'Tomasz', 'Fiona'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_venue3_p', 'd_venue3_ok']),
    dict(id='d3', text='Venue: Oddfellows Hall, Burton Road, 40 boards, £420 for the weekend (keep all 58 entries)',
         stated=['d_venue3_p', 'd_venue3_r', 'd_venue3_ea', 'd_venue3_a1', 'd_venue3_a2', 'd_venue3_ok', 'd_venue3_dep'],
         agreed_by=['Fiona', 'Dev', 'Gemma', 'Tomasz'], objected_by=['Dev'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Entry fees £20 adults, £10 under-18s',
         stated=['d_fee1_p', 'd_fee1_a1', 'd_fee1_a2', 'd_fee1_ok'],
         agreed_by=['Dev', 'Fiona', 'Gemma'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_fee2', 'd_fee2_a1']),
    dict(id='d5', text='Entry fees £25 adults, £12 juniors (U18), £5 off if paid by Sat 12 Sept (early-bird code)',
         stated=['d_fee2', 'd_fee2_a1', 'd_fee2_a2', 'd_fee2_a3', 'd_fee2_web'],
         agreed_by=['Fiona', 'Dev', 'Gemma', 'Alan'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Book FIDE arbiter Sunita Rao for both days at £150 a day',
         stated=['d_arb_p', 'd_arb_ea', 'd_arb_a1', 'd_arb_a2', 't_arb_done'],
         agreed_by=['Fiona', 'Alan', 'Dev', 'Gemma'], objected_by=['Alan'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Format: 7 rounds of 25 min + 10 s, ECF and FIDE rapid rated (DGT clocks borrowed from Stockport)',
         stated=['d_fmt_p', 'd_fmt_r', 'd_fmt_ea', 'd_fmt_a1', 'd_fmt_ok'],
         agreed_by=['Fiona', 'Tomasz', 'Alan'], objected_by=['Tomasz'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Junior term: Saturdays 10:00-11:30 at Levenshulme Library community room, 10 weeks from 3 Oct, £40, max 16, two groups',
         stated=['d_junior_p', 'd_junior_a1', 'd_junior_a2', 'd_junior_a3', 'd_junior_ok', 't_room_done'],
         agreed_by=['Gemma', 'Fiona', 'Dev', 'Alan'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Accept Brindle Homes sponsorship, £500, logo on the rapid banner and results only (not the junior material)',
         stated=['d_spons_p', 'd_spons_r', 'd_spons_ea', 'd_spons_a1', 'd_spons_a2'],
         agreed_by=['Dev', 'Gemma', 'Fiona', 'Tomasz'], objected_by=['Gemma'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Prizes: Open £200/£100/£50, best U1600 £40, best U1300 £40, trophies for top three juniors',
         stated=['d_prize_p', 'd_prize_a1', 'd_prize_a2', 'd_prize_a3'],
         agreed_by=['Fiona', 'Dev', 'Gemma', 'Tomasz'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Broadcast the top 4 boards live on Lichess with DGT e-boards borrowed from Bolton',
         stated=['d_live_p', 'd_live_a1', 'd_live_a2', 'd_live_ok'],
         agreed_by=['Tomasz', 'Gemma', 'Fiona', 'Dev'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_live_drop_p', 'd_live_drop_a1', 'd_live_drop_a2']),
    dict(id='d12', text='Saturday evening blitz side event at the pavilion bar, 7pm, £5 entry, voucher prize',
         stated=['d_blitz_p', 'd_blitz_a1', 'd_blitz_a2', 'd_blitz_a3'],
         agreed_by=['Dev', 'Tomasz', 'Gemma', 'Fiona'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_blitz_drop_p', 'd_blitz_drop_a']),
]

NON_DECISIONS = [
    (['n_crown', 'n_crown_no'], 'proposal not taken up'),     # back room at the Crown
    (['n_cat'], 'joke'),                                      # Alan's cat as arbiter
    (['n_gm', 'n_gm_no'], 'proposal not taken up'),           # GM simul
    (['n_bot_6r', 'n_bot_6r_r'], 'bot suggestion ignored'),   # Codex: 6 rounds
    (['n_sunday', 'n_sunday_no'], 'proposal not taken up'),   # Sunday junior group
    (['n_team_q', 'n_team_r'], 'question'),                   # team prize?
    (['n_vimto'], 'joke'),                                    # Vimto for last place
    (['n_bot_food'], 'bot suggestion ignored'),               # Claudie: hot food
    (['n_backup', 'n_backup_r'], 'hypothetical'),             # if Sunita got ill
    (['n_swiss_q', 'n_swiss_r'], 'question'),                 # who does pairings
]

TODOS = [
    dict(id='t1', owner='Dev', task='Email Levenshulme Community Centre to confirm the price in writing and hold the dates',
         taken=['t_quote'], due='2026-09-01', status='done', closed_by=['t_quote_done'], handed_to=None),
    dict(id='t2', owner='Fiona', task='Put the entry form on the club website and the ECF events calendar',
         taken=['t_form'], due='2026-09-01', status='done', closed_by=['t_form_done'], handed_to=None),
    dict(id='t3', owner='Tomasz', task='Collect the Stockport clocks and take them with the club sets to Oddfellows on Friday night',
         taken=['t_clocks'], due='2026-09-25', status='done', closed_by=['t_clocks_done'], handed_to=None),
    dict(id='t4', owner='Gemma', task='Start DBS checks for the volunteer coaches Priti and Owen',
         taken=['t_dbs'], due='2026-09-06', status='done', closed_by=['t_dbs_done'], handed_to=None),
    dict(id='t5', owner='Fiona', task='Message Sunita Rao, check she is free and book her',
         taken=['t_arb'], due='2026-09-02', status='done', closed_by=['t_arb_done'], handed_to=None),
    dict(id='t6', owner='Alan', task='Order the trophies from Kersal Trophies (budget £120)',
         taken=['t_trophy', 't_trophy_hand_ok'], due='', status='done', closed_by=['t_trophy_done'], handed_to='Gemma'),
    dict(id='t7', owner='Codex', task='Draft the timetable for 7 rounds of 25+10 over the weekend',
         taken=['t_bot_tt'], due='', status='done', closed_by=['t_bot_tt_done'], handed_to=None),
    dict(id='t8', owner='Claudie', task='Write the website thank-you announcement for the Brindle Homes sponsorship',
         taken=['t_bot_spons'], due='', status='done', closed_by=['t_bot_spons_done'], handed_to=None),
    dict(id='t9', owner='Tomasz', task='Borrow the DGT e-boards from Bolton and set up the Lichess broadcast',
         taken=['t_live'], due='', status='dropped', closed_by=['d_live_drop_p', 't_live_drop'], handed_to=None),
    dict(id='t10', owner='Dev', task='Buy a £50 Chessbase voucher for the blitz winner',
         taken=['t_voucher'], due='2026-09-20', status='dropped', closed_by=['d_blitz_drop_p', 't_voucher_drop'], handed_to=None),
    dict(id='t11', owner='Dev', task='Send Brindle Homes the sponsorship invoice',
         taken=['t_invoice'], due='2026-09-11', status='done', closed_by=['t_invoice_done'], handed_to=None),
    dict(id='t12', owner='Gemma', task='Book the Levenshulme Library community room for the junior term',
         taken=['t_room'], due='2026-09-13', status='done', closed_by=['t_room_done'], handed_to=None),
    dict(id='t13', owner='Tomasz', task='Send the rating reports to the ECF and FIDE',
         taken=['t_rating', 't_rating_re'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t14', owner='Fiona', task='Print the scoresheets (about 400) and pairing boards',
         taken=['t_sheets'], due='2026-09-24', status='done', closed_by=['t_sheets_done'], handed_to=None),
    dict(id='t15', owner='Alan', task='Write the tournament report for the Manchester League newsletter',
         taken=['t_report', 't_report_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_alan_ecf'], 'already done'),                        # renewed ECF membership
    (['nt_fb', 'nt_fb_r'], 'already done by someone else'),   # Facebook post → Dev did it
    (['nt_web'], 'already done'),                             # venue switched on website
    (['nt_bot_cards'], 'bot offer not taken up'),             # Codex pairing cards
    (['nt_bot_faq'], 'bot offer not taken up'),               # Claudie parents' FAQ
    (['nt_bake'], 'banter promise'),                          # Dev will bake
    (['nt_news'], 'vague wish'),                              # Evening News one year
    (['nt_van', 'nt_van_no'], 'offer declined'),              # Tomasz's van
    (['nt_bring'], 'instruction to others'),                  # bring personal clocks
    (['nt_lose'], 'banter promise'),                          # quit chess if he loses to a 9-year-old
    (['nt_history'], 'vague wish'),                           # club history one day
    (['nt_accounts'], 'vague promise'),                       # tidy the accounts one of these days
]

QUESTIONS = [
    # ---- changed
    ('Where is the rapid actually being played in the end?',
     ['d_venue1_ok', 'd_venue2_ok', 'd_venue3_p', 'd_venue3_ok'],
     'Oddfellows Hall on Burton Road (40 boards, £420); first Levenshulme Community Centre, then the Chorlton Cricket Club pavilion', 'changed'),
    ('Which hall did the committee originally pick?',
     ['d_venue1_p', 'd_venue1_ok'], 'Levenshulme Community Centre main hall, £320 for the weekend', 'changed'),
    ('Why did the first venue fall through?',
     ['double', 'd_venue2_p'], 'The Sunday was double-booked: a wedding fair got in before the deposit went through', 'changed'),
    ('Why didn\'t we stay at the cricket club?',
     ['entries2', 'd_venue3_p'], 'Entries reached 58 and the pavilion only fits 48 players (24 tables)', 'changed'),
    ('How much does an adult pay to enter now?',
     ['d_fee1_ok', 'd_fee2'], '£25 (juniors £12), £5 off if paid by 12 Sept; it was £20/£10 at first', 'changed'),
    ('What were the entry fees when we first set them?',
     ['d_fee1_p', 'd_fee1_ok'], '£20 for adults, £10 for under-18s', 'changed'),
    ('Is there still a blitz on the Saturday night?',
     ['d_blitz_p', 'blitz_news', 'd_blitz_drop_p'], 'No, dropped: Oddfellows closes at 6:30 and has no bar', 'changed'),
    ('Did the top boards get shown online?',
     ['d_live_ok', 'bolton_no', 'd_live_drop_p', 'd_live_drop_a1'],
     'No. The broadcast was dropped because Bolton needed their e-boards for their own congress', 'changed'),
    # ---- owner
    ('Who finally collected the trophies?',
     ['t_trophy', 't_trophy_hand', 't_trophy_hand_ok', 't_trophy_done'],
     'Gemma (Alan took it on, then handed it over because of his Tenerife trip)', 'owner'),
    ('Who sorted out booking the arbiter?',
     ['t_arb', 't_arb_done'], 'Fiona', 'owner'),
    ('Who drew up the round schedule?',
     ['t_bot_tt_q', 't_bot_tt_done'], 'Codex (the bot)', 'owner'),
    ('Who wrote the sponsor thank-you for the site?',
     ['t_bot_spons_q', 't_bot_spons_done'], 'Claudie (the bot)', 'owner'),
    ('Who got the room for the kids\' sessions?',
     ['t_room', 't_room_done'], 'Gemma', 'owner'),
    # ---- status
    ('Have the ratings been submitted yet?',
     ['t_rating', 't_rating_re'], 'No. Tomasz has the files but has sent neither; he says this week (deadline end of month)', 'status'),
    ('Has Alan written up the tournament for the newsletter?',
     ['t_report', 't_report_re'], 'Not yet; he will do it after he is back from Tenerife and unpacked', 'status'),
    ('Did Dev buy the voucher for the blitz?',
     ['t_voucher', 't_voucher_drop'], 'No, the blitz was dropped before he bought it', 'status'),
    ('Has the sponsor paid?',
     ['t_invoice', 't_invoice_done'], 'Yes, invoice sent and the £500 is in the account', 'status'),
    ('Did the sets and clocks get to the hall before round 1?',
     ['t_clocks', 't_clocks_done'], 'Yes, Alan\'s neighbour saw them stacked in the side room at 8am; Tomasz took them late Friday', 'status'),
    ('Are the volunteer coaches cleared to work with kids?',
     ['t_dbs', 't_dbs_done'], 'Yes, both DBS checks came back clear on 10 Sept', 'status'),
    # ---- single
    ('What does Sunita charge?',
     ['d_arb_p'], '£150 a day (both days booked)', 'single'),
    ('How much is Brindle putting in?',
     ['spons_in'], '£500', 'single'),
    ('What does the Open winner get?',
     ['d_prize_p'], '£200', 'single'),
    ('What does a term of junior coaching cost?',
     ['d_junior_p'], '£40 for the 10-week term', 'single'),
    ('Who won the rapid?',
     ['final'], 'Sophie Chen with 6.5/7', 'single'),
    ('Who didn\'t want to pay for an arbiter?',
     ['d_arb_obj', 'd_arb_ea'], 'Alan; he gave in once it was clear FIDE rating needs a licensed arbiter', 'single'),
    # ---- temporal
    ('When do the junior sessions start?',
     ['d_junior_p'], 'Saturday 3 October, 10:00', 'temporal'),
    ('Until when did the early-bird discount run?',
     ['d_fee2'], 'Saturday 12 September', 'temporal'),
    ('What hours do we have Oddfellows for?',
     ['d_venue3_dep'], '8:30am to 6:30pm, 26-27 September', 'temporal'),
    ('When was Alan flying out?',
     ['t_trophy_hand'], 'On the 22nd (September), for a fortnight', 'temporal'),
    # ---- multi
    ('What did the trophies cost and was that inside the limit Dev set?',
     ['budget', 't_trophy_done'], '£110 all in, under the £120 maximum', 'multi'),
    ('How many children came to the first junior session and does their money cover the room?',
     ['first_session', 'dev_600', 't_room_done'], '15 children; 15 x £40 = £600, more than the room at £15 a session for 10 weeks', 'multi'),
    ('How was the clock problem with the increment solved?',
     ['d_fmt_obj', 'd_fmt_r', 'd_fmt_ea', 't_clocks'],
     'Half the club clocks are analogue with no increment; Fiona arranged to borrow Stockport\'s DGT clocks and Tomasz brought them to the hall', 'multi'),
    ('What was Gemma\'s worry about the sponsor and how was it settled?',
     ['d_spons_obj', 'd_spons_r', 'd_spons_ea'],
     'She didn\'t want an estate agent\'s logo on the kids\' material; the logo only goes on the rapid banner and results', 'multi'),
]

if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=1, seed=20260831)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
