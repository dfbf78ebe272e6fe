#!/usr/bin/env python3
"""English university rowing club chat (Haddon University Boat Club): the trip
to the Ayleford Winter Regatta in a cathedral-and-river town in the north of
England, 2026-01-26 .. 2026-03-01, +00:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Hannah': (4418203957, False),   # club captain; organised, "right team", lists
    'Dougie': (5330918462, False),   # head coach, 50s, Geordie; terse, "Aye", no emoji
    'Priya': (6027719384, False),    # assistant / novice coach, PhD student; careful
    'Marcus': (7142085536, False),   # treasurer; "quick q", sums, dry
    'Finn': (5896403127, False),     # boatman; trailer, rigging, towing; lowercase, memes
    'Saoirse': (6473920815, False),  # kit & social sec, Irish cox; "grand", "sound", emoji
    'Codex': (7712904468, True),     # bot: terse, numbers
    'Claudie': (7825031946, True),   # bot: polite
}

SESSIONS = [
("2026-01-26 20:15", r"""
Hannah: right team, Ayleford Winter Regatta is ON 🚣‍♀️ Saturday 21st Feb
Hannah: made a separate chat for the trip so the squad chat doesn't drown in logistics
Finn: the north!! finally
Saoirse: ah class, I've never been up to Ayleford
Dougie: Good. Cold river, quick stream. Tell the novices to bring layers.
Priya: Hi all! Novice squad list is in the drive if anyone needs numbers
Hannah: also added the bots, @Codex @Claudie say hi
Codex: Hi. Ping me for numbers.
Claudie: Hello everyone! Happy to help with anything for the trip, just ask.
Finn: codex giving nightclub bouncer energy
Hannah: lol. ok first thing, beds
#d_hostel_p Hannah: Ayle Bank Hostel does group rates, £26 a head a night, two nights (fri + sat), 10 min walk from the course. they've got 20 bunk beds left that weekend
#d_hostel_a1 Marcus: £26 is very reasonable. fine by me
#d_hostel_a2 Priya: Walking distance is a big plus with novices, yes
#d_hostel_a3 Saoirse: 👍
#d_hostel_ok Hannah: lovely, hostel it is
#t_hostel Hannah: I'll ring them tomorrow morning and get 20 beds booked
#nt_calendar Hannah: dates are already in the club calendar btw, did that at lunch
#d_launch_p Dougie: I want Bertha on the trailer. Following crews from the bank is useless on that stretch, too many trees.
Finn: bertha the tin launch?? she floats??
Dougie: She floats.
#d_launch_a1 Hannah: if she fits on the trailer then yes, go for it
#d_launch_a2 Finn: she'll go across the top bars if we strap her properly
#d_launch_ok Hannah: ok Bertha's coming to Ayleford
#t_outboard Dougie: I'll get the outboard serviced before we go. It's been coughing.
Saoirse: bertha 🛥️ the legend
"""),
("2026-01-27 18:40", r"""
#trailer_bad Finn: bad news on our trailer. nearside axle's shot, Ray at the garage reckons £400+ and three weeks minimum
Hannah: ugh. of course it is
#n_row Finn: alternatively we row there. only 140 miles. character building
>n_row Saoirse: you first
#d_trailer_p Finn: real option: Holmecliffe RC lend theirs out. their captain said about £60 for a weekend last year
#d_trailer_obj Marcus: quick q before we commit: are we actually insured to tow someone else's trailer? don't want us on the hook if something happens on the A1
#d_trailer_r Finn: checked already. our club policy covers any trailer towed by a named driver and I'm named. forwarding you the schedule now
#d_trailer_tm >d_trailer_r Marcus: ah ok, if it's in the policy I'm happy
#d_trailer_a1 Dougie: Holmecliffe's trailer is a good one. Take it.
#d_trailer_ok Hannah: great, we'll borrow Holmecliffe's
#t_holme Finn: i'll ring their captain tomorrow and confirm dates + price
#nt_jigs Finn: rigger jigs and the spanner box are already packed in the trailer bag btw, did it sunday
Priya: Finn you're a machine
"""),
("2026-01-28 12:30", r"""
#t_hostel_done Hannah: hostel booked! 20 beds Fri 20th + Sat 21st, confirmation's in my inbox
Saoirse: yesss
#t_holme_done Finn: holmecliffe sorted too. £60 for the weekend, collect thurs 19th, drop back mon 23rd
Marcus: £60 noted in the budget sheet
Dougie: Good lad.
"""),
("2026-01-29 21:00", r"""
Saoirse: kit time!! 🎽
#d_kit1_p Saoirse: Godfrey Rowing Kit can do our navy splash tops with the crest on the back, £38 each. they said order by the 6th and we'd have them by the 18th, just in time
#d_kit1_a1 Hannah: yes please, we looked like a pub team at the last head race
Finn: can we get the crest BIG
Saoirse: it's the standard size finn
#d_kit1_a2 Priya: Happy with Godfrey, their stuff lasted years at my old club
#d_kit1_ok Saoirse: grand, Godfrey it is
#t_form Saoirse: I'll make a google form for sizes tonight and stick it in the squad chat
#d_hood_p Saoirse: and hoodies too?? stitchworks do a decent heavyweight one, navy with the crest
#d_hood_a1 Hannah: oh I'd 100% want a hoodie
#d_hood_a2 Marcus: as long as people pay upfront, sure
#d_hood_ok Saoirse: ok hoodies are on as well, the form can ask about those too
#t_hood_mock Saoirse: and I'll get a mock-up off stitchworks by friday
Finn: hoodie szn
"""),
("2026-01-31 10:10", r"""
Priya: Novices on the water at 10, river's a bit lumpy today
Dougie: Bow side in the women's eight keep rushing the slide. Tell them.
Priya: They've heard that a hundred times 😅
#t_form_done Saoirse: sizes form is live in the squad chat! hoodie question at the end
#nt_insta Finn: i'll put the form on insta as well
#nt_insta_r >nt_insta Hannah: already there, it's been in the story since breakfast 😉
Finn: outpaced again
+2h Priya: Good session. W8 found some rhythm in the last piece
Saoirse: [photo]
Saoirse: frost on the riggers
Finn: that photo is very cold
"""),
("2026-02-01 19:00", r"""
#entries_close Hannah: entries! they close Tuesday 10th
#d_entries_p Hannah: I'm thinking women's novice 8+, men's novice 8+, women's IM2 4+ and men's IM3 4+
#d_entries_obj Dougie: Not the IM2 four. Six weeks on the water, they'd get rinsed. IM3.
Hannah: they've been flying on the erg though
Dougie: Ergs don't float.
#d_entries_r Hannah: ha. fine, women's IM3 4+ then
#d_entries_a1 Dougie: Good.
#d_entries_a2 Priya: 👍 the novices will be thrilled they're racing
#d_entries_a3 Saoirse: sound
#d_entries_ok Hannah: so: W Nov 8+, M Nov 8+, W IM3 4+, M IM3 4+. four crews
#t_entries Hannah: I'll get them in on BROE before the deadline on the 10th
#entry_fee Marcus: fyi entries are £16 a seat incl coxes, so 28 seats = £448. race fund pays entries as always
#n_sunday_q Saoirse: is the sunday sculling head worth a go as well?
#n_sunday_r >n_sunday_q Dougie: Not this year. One race day is plenty for this lot.
Saoirse: fair
"""),
("2026-02-03 17:50", r"""
#hostel_fail Hannah: 😩 hostel just emailed. burst pipe on the top floor, they're shut till March and every group booking is cancelled
>hostel_fail Finn: noooo
Saoirse: ah for god's sake
Priya: Did they take a deposit?
Hannah: no thankfully, it was pay on arrival
#d_college_p Hannah: plan B: Kingsgate College rents rooms out at weekends. proper beds, breakfast included, right on the river
#d_college_a1 Priya: Proper beds the night before racing would be lovely tbh
#d_college_a2 Dougie: Fine by me.
#t_college Marcus: I'll email their accommodation office tonight for a group quote
#n_castle Saoirse: or we could just stay in the castle 🏰
#n_castle_r Finn: rent the cathedral while we're at it
"""),
("2026-02-04 13:20", r"""
#t_college_done Marcus: Kingsgate replied. £39 pp per night B&B, 20 single rooms for the 20th-21st
>t_college_done Hannah: more than the hostel but doable?
Marcus: doable if the levy goes up a bit
#d_college_ok Hannah: let's go with Kingsgate then, can you tell them yes?
#d_college_a3 Marcus: done. they've put a provisional hold on it till the 10th while their conference team checks the friday
Finn: posh. will there be a butler
Saoirse: there'll be a porter who hates us
#form_closed Saoirse: form's closed btw, 22 splash tops
#t_order Saoirse: I'll get the kit order in this week
"""),
("2026-02-05 20:30", r"""
Marcus: money chat, sorry all
#t_codex_q Marcus: @Codex 20 people travelling. accommodation £39 x 2 nights, minibus £140 for the weekend, fuel about £180, trailer £60. race fund pays entries. what's the per-head cost?
#t_codex Codex: On it.
#t_codex_done Codex: Per head:\n- Accommodation: £78.00\n- Minibus: £7.00\n- Fuel: £9.00\n- Trailer: £3.00\nTotal: £97.00 per person, £1,940 for the trip.
#d_levy_p Marcus: so with the development fund topping up, I'd say a £55 levy per person and the club covers the rest
#d_levy_obj Finn: £55 is a lot for freshers tbh, half the novices are skint after january
#d_levy_r Marcus: fair. novices £45 then, seniors £55? the dev fund can stretch that far
#d_levy_tm >d_levy_r Finn: yeah that's better, go on then
#d_levy_a1 Hannah: agreed, £55 / £45
#d_levy_a2 Dougie: Fine.
#nt_pay Marcus: everyone please pay by Friday the 13th, bank details pinned in the squad chat
#nt_codex_offer Codex: I can track who has paid if you paste the bank export.
Saoirse: friday the 13th as a deadline is a choice marcus
Marcus: intentional
"""),
("2026-02-07 09:00", r"""
Dougie: Men's novices boated at 8. Wind's up.
Priya: The women's IM3 four had a great piece, they're properly together now
Finn: [photo]
Finn: new footstretcher on 4 seat in the Grace, finally
#n_erg_q Hannah: are we doing a 2k test the week before?
#n_erg_r >n_erg_q Dougie: No. Not the week before a race.
Hannah: thank god honestly
"""),
("2026-02-09 21:15", r"""
#d_boat_p Finn: trailer maths. holmecliffe's racks take one eight and two fours, that's it. so both novice eights share the Grace Pilling. W nov are in division 1 and M nov in division 3, loads of time to swap footplates
#d_boat_a1 Dougie: Fine. Grace is the better boat anyway.
#d_boat_a2 Priya: Works for me as long as we practise the footplate change once this week
#d_boat_ok Hannah: cool, the Grace for both novice eights
Saoirse: poor grace, double shift
#hood_count Saoirse: hoodie update: only 9 ticked yes on the form. stitchworks' minimum is 20
>hood_count Hannah: oof
#hood_money Marcus: we can't fund 11 spare hoodies out of club money
#d_hood_drop_p Saoirse: ok hoodies are off then, splash tops only
#d_hood_drop_a2 Hannah: yeah shame but fair
#t_hood_mock_drop Saoirse: and I never actually got round to asking stitchworks for the mock-up, so nothing to cancel 🙃
Finn: the nine of us will simply have to be cold
"""),
("2026-02-10 19:40", r"""
#t_entries_done Hannah: entries are IN ✅ all four crews on BROE, confirmation emails came through
Priya: 🙌
#college_fail Marcus: less good: Kingsgate came back. friday night's gone to a conference, they can only do the saturday
Saoirse: so we'd need somewhere else for friday anyway
Marcus: and two places for 20 people is a faff, plus the college was already the priciest bit of the budget
#d_bunk_p Hannah: what about Quarry Farm bunkhouse? sleeps 22, £20 pp a night, big kitchen, free both nights. it's 3 miles out of town though
#d_bunk_obj Priya: 3 miles out worries me. Novices boat from 8:15 on Saturday, they can't walk that, and I don't want people rushing around on a freezing morning
#d_bunk_r Finn: minibus shuttle. first run 7:00, second 7:30, same loop back after racing. it's 10 mins each way
#d_bunk_tm >d_bunk_r Priya: If the minibus does two morning runs I'm fine with it
#d_bunk_a1 Marcus: that saves about £760 on the college, very in
#d_bunk_a2 Dougie: Aye.
#d_bunk_ok Hannah: Quarry Farm then. Marcus can you sort the deposit?
#t_bunk_dep >d_bunk_ok Marcus: yep, I'll pay the £150 deposit tomorrow
#nt_college_cancel Marcus: already emailed Kingsgate to release the saturday hold
Saoirse: bunkhouse sleepover era
"""),
("2026-02-11 22:00", r"""
Saoirse: kit update 🎽
#d_kit2_p Saoirse: order's gone in with Rowbury Sports: 22 navy splash tops, crest on the back, £34 each, delivered to the boathouse by Tue 17th. Godfrey's embroidery machine is down and they quoted four weeks when I rang, which misses the regatta. invoice is going to Marcus
#d_kit2_a1 Marcus: 22 x £34 = £748, got the invoice 👍
#d_kit2_a2 Hannah: amazing, cheaper too
#d_kit2_a3 Finn: rowbury 🤝 us
Dougie: As long as they're warm.
"""),
("2026-02-12 18:00", r"""
#t_bunk_dep_done Marcus: quarry farm deposit paid, £150, receipt is in the drive
Hannah: thanks Marcus 🙏
Hannah: travel plan time
#d_travel_p Hannah: leave the boathouse Friday 20th at 1pm. Finn towing with the Landy, Priya driving the uni minibus, Marcus's car for the last four
#d_travel_a1 Priya: 1pm works, I'm on the minibus insurance since last year
#d_travel_a2 Finn: 1pm 👍 means we can derig and load in the morning
#d_travel_a3 Marcus: my car fits four, fine
#d_travel_ok Hannah: perfect, 1pm Friday
#t_minibus Priya: I'll book the minibus with the transport office tomorrow
#n_codex_time Codex: Note: leaving at 11:00 would avoid most of the Friday A1 build-up.
#n_codex_time_r >n_codex_time Hannah: half of them have lectures till 12, 1pm stays
#t_trailer_pick Finn: and I'll collect the holmecliffe trailer thursday 19th after my 2pm lecture
Saoirse: what do I bring for a bunkhouse
Marcus: sleeping bag and pillow. no bedding there
#nt_offer_drive Finn: I can do a stint on the minibus too if Priya wants a break
#nt_offer_drive_no >nt_offer_drive Priya: You'll be towing a trailer for three hours Finn, no 😂 I'm fine
"""),
("2026-02-14 11:00", r"""
#launch_rule Dougie: Read the regatta instructions. No private launches on the course this year. Umpires' boats only.
Finn: rip bertha
#d_launch_drop_p Dougie: Bertha stays home then.
#d_launch_drop_a1 Hannah: fair enough, frees up the top bars too
#t_outboard_drop Dougie: Hadn't booked the outboard service yet anyway. Leave it till spring.
Saoirse: happy valentine's to bertha only 💔
Priya: Valentine's outing was baltic but the W8 looked sharp
#nt_shave Finn: if the men's novice eight wins their final I'm shaving my head
>nt_shave Saoirse: screenshotted
Hannah: holding you to that
"""),
("2026-02-16 20:00", r"""
#t_minibus_done Marcus: fyi the transport office emailed me as treasurer: minibus is confirmed in Priya's name, Fri 20th to Sun 22nd, £140 on the club account
>t_minibus_done Priya: Oh brilliant, I was about to chase them
#t_claudie_q Hannah: @Claudie could you put together a timetable for the weekend? leave the boathouse 13:00 fri, about 3.5h drive, bunkhouse check-in from 17:00. sat minibus runs 07:00 and 07:30, W nov div 1 ~09:30, both IM3 fours div 2 ~11:00, M nov div 3 ~13:00. home sunday after breakfast
#t_claudie Claudie: Of course, I'll draft it now.
#t_claudie_done Claudie: Ayleford Winter Regatta: weekend timetable\nFri 20 Feb\n13:00 leave boathouse (Landy + trailer, minibus, Marcus's car)\n~16:30 arrive Ayleford, unload trailer at the host club\n17:00 bunkhouse check-in, dinner\nSat 21 Feb\n07:00 minibus run 1 / 07:30 run 2\n08:15 W Nov 8+ boats (div 1, race ~09:30)\n~11:00 W IM3 4+ and M IM3 4+ (div 2)\n~12:00 Grace Pilling changeover to the men's novices\n~13:00 M Nov 8+ (div 3)\nAfter racing: derig, load trailer, minibus back\nSun 22 Feb\n09:00 breakfast, clean bunkhouse, leave 10:30
#nt_claudie_offer Claudie: If it would help, I can also put together a packing checklist for the novices.
Saoirse: this is so organised I'm scared
"""),
("2026-02-17 16:30", r"""
#kit_arrived Finn: BOXES at the boathouse 📦
Saoirse: the tops!!!
Saoirse: [photo]
Hannah: they look so good
>kit_arrived Dougie: Warm?
Saoirse: very warm dougie
Saoirse: sorted into bags by name, they're in the kit cupboard
"""),
("2026-02-18 21:10", r"""
#t_trailer_hand Finn: ugh. my lab practical's been moved to thursday afternoon, can't get to holmecliffe. @Dougie any chance you could grab the trailer?
#t_trailer_ok >t_trailer_hand Dougie: I'll get it. Landy's at mine anyway.
Finn: legend, thank you
Priya: Reminder for Saturday: novices need to have done the capsize drill before they boat
#nt_safeguard Priya: Actually scratch that, I've already got signed drill forms for all of them from this afternoon
#n_redflag Priya: If the river goes on red flag we're a bit stuck though
#n_redflag_r Dougie: Then we drive home. Not worrying about it yet.
"""),
("2026-02-19 19:30", r"""
#t_trailer_done Dougie: Trailer's at the boathouse. Holmecliffe say bring it back clean.
>t_trailer_done Finn: 🙏 loading tomorrow 9am then
Hannah: anyone free to help load at 9?
Saoirse: I'm there
Marcus: got a 9am seminar, there by 10
#n_flag Finn: we should fly a pirate flag off the back of the trailer
Dougie: No.
"""),
("2026-02-20 12:45", r"""
Finn: trailer loaded, strapped, lights working
Priya: Minibus here, 14 on board
+15m Hannah: we're off!! 🚐
+2h Marcus: services stop. coffee queue is 40 people long
+90m Finn: at the host club, unloading
Saoirse: [photo]
Saoirse: the CATHEDRAL omg
+1h Priya: Bunkhouse is lovely actually. Huge kitchen
Hannah: pasta on for 20
Dougie: Bed by 10.
Saoirse: yes dad
"""),
("2026-02-21 06:55", r"""
Priya: Run 1 leaving now
+30m Priya: Run 2 leaving
+1h Dougie: Women's novices boated. Stream's quick.
+80m #w_heat Hannah: W NOVICE 8 WON THEIR HEAT 🎉
Saoirse: SCREAMING
+90m Finn: IM3 fours both out in the semis, the men lost by a canvas 😭
Dougie: They rowed well. Lost it in the first 250.
+50m Priya: Grace changeover done in 11 minutes, men's novices on the water
+90m #w_final Hannah: W nov lost the final by half a length to Wearside Uni, SILVER MEDALS!!
+40m #hair Finn: men's novices out in the semi. hair stays 😅
>hair Saoirse: coward
"""),
("2026-02-21 20:30", r"""
Marcus: chippy run was £64 for 20 people, best money spent all year
Priya: So proud of everyone today
Dougie: Good day. Novices raced like they meant it.
Hannah: silver at our first regatta of the year!!
#nt_wish Saoirse: one day I want to cox at Henley, just saying
Finn: you'd have to steer straight first
Saoirse: i will end you finn
"""),
("2026-02-22 11:10", r"""
Finn: trailer hitched, leaving now
Priya: Bunkhouse cleaned, keys back in the box
+3h Hannah: home! thanks everyone ❤️
+30m Finn: boats off, trailer parked at the boathouse
"""),
("2026-02-23 19:00", r"""
Dougie: Trailer's back at Holmecliffe. Clean.
#t_report Hannah: I'll write the regatta report for the uni sport website by Friday
#t_fuel Marcus: drivers, send me your fuel receipts and I'll pay you back this week
Finn: sending now
#nt_plan Dougie: I'll put together a proper spring training plan at some point.
Saoirse: "at some point" 👀
#n_next Saoirse: we should do an away regatta every term
#n_next_r >n_next Hannah: let's survive summer term first 😅
"""),
("2026-02-26 13:00", r"""
Saoirse: the splash tops are doing numbers on insta
Priya: Official photos from the final are up on the regatta site
#n_photos Marcus: should we buy the photo package? £15 for the lot
#n_photos_r >n_photos Hannah: nah, Saoirse's phone ones are better tbh
Finn: flu's going round the squad, two novices off this week
"""),
("2026-03-01 18:30", r"""
#t_report_re Hannah: report's taking longer than I thought 🙈 I'll have it done by Wednesday
#t_fuel_re Marcus: fuel: got Finn's and Priya's receipts, still waiting on the Landy one from Dougie before I do the transfers
Dougie: It's in the glovebox somewhere.
Hannah: next stop: summer regattas 😎
"""),
]

DECISIONS = [
    dict(id='d1', text='Accommodation: Ayle Bank Hostel, £26 a head a night, Fri + Sat, 20 bunk beds, 10 min walk from the course',
         stated=['d_hostel_p', 'd_hostel_a1', 'd_hostel_a2', 'd_hostel_a3', 'd_hostel_ok', 't_hostel_done'],
         agreed_by=['Hannah', 'Marcus', 'Priya', 'Saoirse'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_college_p', 'd_college_ok']),
    dict(id='d2', text='After the hostel cancelled (burst pipe): Kingsgate College rooms, £39 pp per night B&B',
         stated=['d_college_p', 'd_college_a1', 'd_college_a2', 'd_college_ok', 'd_college_a3'],
         agreed_by=['Hannah', 'Priya', 'Dougie', 'Marcus'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_bunk_p', 'd_bunk_ok']),
    dict(id='d3', text='Quarry Farm bunkhouse (sleeps 22, £20 pp a night, 3 miles out) for both nights, with minibus shuttle runs at 07:00 and 07:30',
         stated=['d_bunk_p', 'd_bunk_r', 'd_bunk_tm', 'd_bunk_a1', 'd_bunk_a2', 'd_bunk_ok', 't_bunk_dep_done'],
         agreed_by=['Hannah', 'Finn', 'Priya', 'Marcus', 'Dougie'], objected_by=['Priya'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Splash tops from Godfrey Rowing Kit, navy with the crest, £38 each',
         stated=['d_kit1_p', 'd_kit1_a1', 'd_kit1_a2', 'd_kit1_ok'],
         agreed_by=['Saoirse', 'Hannah', 'Priya'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_kit2_p']),
    dict(id='d5', text='Splash tops ordered from Rowbury Sports: 22 at £34 each, delivered to the boathouse by Tue 17 Feb',
         stated=['d_kit2_p', 'd_kit2_a1', 'd_kit2_a2', 'd_kit2_a3'],
         agreed_by=['Saoirse', 'Marcus', 'Hannah', 'Finn'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Entries: W Nov 8+, M Nov 8+, W IM3 4+ (not IM2), M IM3 4+',
         stated=['d_entries_p', 'd_entries_r', 'd_entries_a1', 'd_entries_a2', 'd_entries_a3', 'd_entries_ok', 't_entries_done'],
         agreed_by=['Hannah', 'Dougie', 'Priya', 'Saoirse'], objected_by=['Dougie'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text="Borrow Holmecliffe RC's trailer (£60 for the weekend) since the club trailer's axle is broken; Finn tows as a named driver",
         stated=['d_trailer_p', 'd_trailer_r', 'd_trailer_tm', 'd_trailer_a1', 'd_trailer_ok', 't_holme_done'],
         agreed_by=['Finn', 'Marcus', 'Dougie', 'Hannah'], objected_by=['Marcus'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text="Leave the boathouse Fri 20 Feb at 1pm: Finn towing with the Landy, Priya driving the uni minibus, Marcus's car",
         stated=['d_travel_p', 'd_travel_a1', 'd_travel_a2', 'd_travel_a3', 'd_travel_ok'],
         agreed_by=['Hannah', 'Priya', 'Finn', 'Marcus'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Trip levy £55 per person, £45 for novices; the development fund covers the rest',
         stated=['d_levy_p', 'd_levy_r', 'd_levy_tm', 'd_levy_a1', 'd_levy_a2'],
         agreed_by=['Marcus', 'Finn', 'Hannah', 'Dougie'], objected_by=['Finn'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Both novice eights race in the Grace Pilling (trailer takes one eight and two fours); changeover between division 1 and division 3',
         stated=['d_boat_p', 'd_boat_a1', 'd_boat_a2', 'd_boat_ok'],
         agreed_by=['Finn', 'Dougie', 'Priya', 'Hannah'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Order club hoodies from Stitchworks along with the kit',
         stated=['d_hood_p', 'd_hood_a1', 'd_hood_a2', 'd_hood_ok'],
         agreed_by=['Saoirse', 'Hannah', 'Marcus'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_hood_drop_p', 'd_hood_drop_a2']),
    dict(id='d12', text="Take Bertha, the club's tin coaching launch, on the trailer",
         stated=['d_launch_p', 'd_launch_a1', 'd_launch_a2', 'd_launch_ok'],
         agreed_by=['Dougie', 'Hannah', 'Finn'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_launch_drop_p', 'd_launch_drop_a1']),
]

NON_DECISIONS = [
    (['n_row'], 'joke'),                                       # row the 140 miles
    (['n_sunday_q', 'n_sunday_r'], 'question'),                # Sunday sculling head? not this year
    (['n_castle', 'n_castle_r'], 'joke'),                      # stay in the castle / rent the cathedral
    (['n_erg_q', 'n_erg_r'], 'question'),                      # 2k test the week before? no
    (['n_codex_time', 'n_codex_time_r'], 'bot suggestion ignored'),  # leave at 11:00
    (['n_redflag', 'n_redflag_r'], 'hypothetical'),            # red flag → drive home
    (['n_flag'], 'joke'),                                      # pirate flag on the trailer
    (['n_next', 'n_next_r'], 'proposal not taken up'),         # away regatta every term
    (['n_photos', 'n_photos_r'], 'proposal not taken up'),     # official photo package
]

TODOS = [
    dict(id='t1', owner='Hannah', task='Ring Ayle Bank Hostel and book 20 beds',
         taken=['t_hostel'], due='2026-01-27', status='done', closed_by=['t_hostel_done'], handed_to=None),
    dict(id='t2', owner='Marcus', task="Email Kingsgate College's accommodation office for a group quote",
         taken=['t_college'], due='2026-02-03', status='done', closed_by=['t_college_done'], handed_to=None),
    dict(id='t3', owner='Finn', task="Ring Holmecliffe RC's captain to confirm trailer dates and price",
         taken=['t_holme'], due='2026-01-28', status='done', closed_by=['t_holme_done'], handed_to=None),
    dict(id='t4', owner='Hannah', task='Submit the four entries on BROE',
         taken=['t_entries'], due='2026-02-10', status='done', closed_by=['t_entries_done'], handed_to=None),
    dict(id='t5', owner='Saoirse', task='Make the kit sizes Google form and post it in the squad chat',
         taken=['t_form'], due='2026-01-29', status='done', closed_by=['t_form_done'], handed_to=None),
    dict(id='t6', owner='Saoirse', task='Place the splash-top order',
         taken=['t_order'], due='2026-02-08', status='done', closed_by=['d_kit2_p'], handed_to=None),
    dict(id='t7', owner='Finn', task='Collect the Holmecliffe trailer on Thursday 19 Feb',
         taken=['t_trailer_pick', 't_trailer_ok'], due='2026-02-19', status='done',
         closed_by=['t_trailer_done'], handed_to='Dougie'),
    dict(id='t8', owner='Codex', task='Work out the per-head trip cost',
         taken=['t_codex'], due='', status='done', closed_by=['t_codex_done'], handed_to=None),
    dict(id='t9', owner='Claudie', task='Draft the weekend timetable',
         taken=['t_claudie'], due='', status='done', closed_by=['t_claudie_done'], handed_to=None),
    dict(id='t10', owner='Saoirse', task='Get a hoodie mock-up from Stitchworks',
         taken=['t_hood_mock'], due='2026-01-30', status='dropped',
         closed_by=['d_hood_drop_p', 't_hood_mock_drop'], handed_to=None),
    dict(id='t11', owner='Dougie', task="Get Bertha's outboard serviced before the trip",
         taken=['t_outboard'], due='2026-02-19', status='dropped',
         closed_by=['d_launch_drop_p', 't_outboard_drop'], handed_to=None),
    dict(id='t12', owner='Priya', task='Book the uni minibus with the transport office',
         taken=['t_minibus'], due='2026-02-13', status='done', closed_by=['t_minibus_done'], handed_to=None),
    dict(id='t13', owner='Marcus', task='Pay the £150 Quarry Farm deposit',
         taken=['t_bunk_dep'], due='2026-02-11', status='done', closed_by=['t_bunk_dep_done'], handed_to=None),
    dict(id='t14', owner='Hannah', task='Write the regatta report for the uni sport website',
         taken=['t_report', 't_report_re'], due='2026-02-27', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Marcus', task="Pay the drivers back for fuel",
         taken=['t_fuel', 't_fuel_re'], due='2026-03-01', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_calendar'], 'already done'),                       # dates already in the club calendar
    (['nt_jigs'], 'already done'),                           # jigs and spanners already packed
    (['nt_insta', 'nt_insta_r'], 'already done by someone else'),  # form on insta → already in the story
    (['nt_pay'], 'instruction to others'),                   # pay by Friday the 13th
    (['nt_codex_offer'], 'bot offer not taken up'),          # Codex tracks payments
    (['nt_college_cancel'], 'already done'),                 # already released the Kingsgate hold
    (['nt_offer_drive', 'nt_offer_drive_no'], 'offer declined'),  # Finn drives the minibus too
    (['nt_shave'], 'banter promise'),                        # shave head if the men win
    (['nt_claudie_offer'], 'bot offer not taken up'),        # Claudie packing checklist
    (['nt_safeguard'], 'already done'),                      # drill forms already collected
    (['nt_wish'], 'vague wish'),                             # cox at Henley one day
    (['nt_plan'], 'vague promise'),                          # spring training plan at some point
]

QUESTIONS = [
    # ---- changed
    ('Where did we actually sleep in Ayleford?',
     ['d_hostel_ok', 'hostel_fail', 'd_college_ok', 'college_fail', 'd_bunk_p', 'd_bunk_ok'],
     'Quarry Farm bunkhouse, 3 miles out, £20 a head a night, with minibus shuttles (after the hostel and then Kingsgate College fell through)', 'changed'),
    ('What was the very first plan for beds?',
     ['d_hostel_p', 'd_hostel_ok'],
     'Ayle Bank Hostel, £26 a head a night for Friday and Saturday, a 10-minute walk from the course', 'changed'),
    ('Why did we not end up in the college rooms?',
     ['college_fail', 'd_bunk_p', 'd_bunk_a1'],
     'Kingsgate could only offer the Saturday (a conference had the Friday), two places would be a faff and it was the priciest option; the bunkhouse saved about £760', 'changed'),
    ('What went wrong with the youth hostel?',
     ['hostel_fail'],
     'A burst pipe; it shut until March and cancelled all group bookings (no deposit had been paid)', 'changed'),
    ('Who is making our splash tops in the end, and for how much?',
     ['d_kit1_ok', 'd_kit2_p'],
     'Rowbury Sports, £34 each (22 tops, by Tue 17 Feb); originally it was to be Godfrey at £38', 'changed'),
    ('Which kit firm did we first pick, and at what price?',
     ['d_kit1_p', 'd_kit1_ok'], 'Godfrey Rowing Kit, £38 a top', 'changed'),
    ('Are club hoodies still happening?',
     ['d_hood_ok', 'hood_count', 'd_hood_drop_p'],
     'No. Only 9 people wanted one and the minimum order was 20, so they were dropped', 'changed'),
    ('Did Bertha come with us?',
     ['d_launch_ok', 'launch_rule', 'd_launch_drop_p'],
     'No. The regatta banned private launches on the course this year, so she stayed home', 'changed'),
    # ---- owner
    ('Who picked up the borrowed trailer in the end?',
     ['t_trailer_pick', 't_trailer_hand', 't_trailer_ok', 't_trailer_done'],
     'Dougie (Finn was going to, but his lab practical moved to Thursday)', 'owner'),
    ('Who put our crews in on BROE?',
     ['t_entries', 't_entries_done'], 'Hannah', 'owner'),
    ('Who worked out what the trip costs each person?',
     ['t_codex_q', 't_codex_done'], 'Codex (the bot): £97 a head, £1,940 in total', 'owner'),
    ('Who drew up the weekend schedule?',
     ['t_claudie_q', 't_claudie_done'], 'Claudie (the bot)', 'owner'),
    ('Who paid the bunkhouse deposit?',
     ['t_bunk_dep', 't_bunk_dep_done'], 'Marcus (£150)', 'owner'),
    # ---- status
    ('Is the minibus sorted?',
     ['t_minibus', 't_minibus_done'],
     "Yes. The transport office emailed Marcus: confirmed in Priya's name, Fri 20 to Sun 22 Feb, £140", 'status'),
    ('Has the write-up for the sport website gone up?',
     ['t_report', 't_report_re'], 'Not yet. Hannah missed Friday and now says Wednesday', 'status'),
    ('Have the drivers had their petrol money back?',
     ['t_fuel', 't_fuel_re'], "Not yet. Marcus has Finn's and Priya's receipts but is waiting on Dougie's Landy one", 'status'),
    ("Did Bertha's engine get its service?",
     ['t_outboard', 't_outboard_drop'], 'No. Bertha was not going, and Dougie had never booked it; left till spring', 'status'),
    ('Did we ever see a hoodie mock-up?',
     ['t_hood_mock', 't_hood_mock_drop'], 'No. Saoirse never asked Stitchworks, and the hoodies were dropped', 'status'),
    ('Did Finn get an answer from Holmecliffe about the trailer?',
     ['t_holme', 't_holme_done'], 'Yes: £60 for the weekend, collect Thu 19th, return Mon 23rd', 'status'),
    # ---- single
    ('How much did borrowing the trailer cost?',
     ['t_holme_done'], '£60 for the weekend', 'single'),
    ('What do novices pay for the trip?',
     ['d_levy_r', 'd_levy_a1'], '£45 (everyone else £55)', 'single'),
    ('How many does the bunkhouse sleep and what does it cost?',
     ['d_bunk_p'], 'Sleeps 22, £20 per person per night', 'single'),
    ('Which boat are both novice eights racing in?',
     ['d_boat_p', 'd_boat_ok'], 'The Grace Pilling', 'single'),
    ('How did the women\'s novice eight get on?',
     ['w_heat', 'w_final'], 'Won their heat, then lost the final by half a length to Wearside Uni: silver', 'single'),
    ('What did our race entries cost altogether?',
     ['entry_fee'], '£448 (28 seats at £16, paid by the race fund)', 'single'),
    # ---- temporal
    ('What time are we setting off on the Friday?',
     ['d_travel_p', 'd_travel_ok'], '1pm on Fri 20 Feb, from the boathouse', 'temporal'),
    ('When was the last day to enter crews?',
     ['entries_close'], 'Tuesday 10 February', 'temporal'),
    ('When were the new splash tops meant to arrive?',
     ['d_kit2_p', 'kit_arrived'], 'By Tuesday 17 Feb (they arrived that day)', 'temporal'),
    ('What time does the first shuttle leave on race morning?',
     ['d_bunk_r'], '07:00 (the second run is at 07:30)', 'temporal'),
    # ---- multi
    ("What was Marcus worried about with the borrowed trailer, and how was it settled?",
     ['d_trailer_obj', 'd_trailer_r', 'd_trailer_tm'],
     "Whether we were insured to tow someone else's trailer; Finn showed the club policy covers any trailer towed by a named driver, so Marcus was happy", 'multi'),
    ('Why did the novice levy end up lower than the seniors\'?',
     ['d_levy_p', 'd_levy_obj', 'd_levy_r', 'd_levy_tm'],
     'Marcus proposed £55 each; Finn said that was too much for skint freshers, so novices pay £45 and seniors £55', 'multi'),
    ("What was Priya's concern about the farm bunkhouse, and what fixed it?",
     ['d_bunk_obj', 'd_bunk_r', 'd_bunk_tm'],
     'Being 3 miles out with novices boating at 8:15; Finn proposed minibus shuttle runs at 07:00 and 07:30, and she agreed', 'multi'),
    ('What did Dougie push back on in the entries, and what did we enter?',
     ['d_entries_p', 'd_entries_obj', 'd_entries_r', 'd_entries_ok'],
     'He said the women\'s four was not ready for IM2; we entered W Nov 8+, M Nov 8+, W IM3 4+ and M IM3 4+', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=0, seed=20260126)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
