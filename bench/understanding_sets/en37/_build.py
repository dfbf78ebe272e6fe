#!/usr/bin/env python3
"""English small-town farmers' market vendors' association chat (Wren Hollow,
Oregon): the end-of-season Harvest Fest market, 2026-08-24 .. 2026-09-28, -07:00 (PDT).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Marisol': (5208193746, False),  # chair; Two Creeks Farm (vegetables); the city permit
    'Hank': (6307182945, False),     # treasurer; grass-fed beef rancher, 60s; full sentences
    'Denise': (5819204637, False),   # secretary; flower farmer; lists, flyers, forms
    'Toby': (6940281735, False),     # Rise & Shine bakery stall; jokes
    'Luis': (5372018496, False),     # mushroom grower, 26; socials; lowercase
    'Codex': (7705129384, True),     # bot: terse
    'Gemma': (7839201546, True),     # bot: chatty
}

SESSIONS = [
("2026-08-24 19:05", r"""
Marisol: ok vendors association chat is officially a thing
Marisol: figured this beats 40-reply email threads
Toby: finally. my inbox thanks you
Hank: Good evening all. I will do my best with this.
Luis: welcome to the future hank
Denise: Hi all! Added the two bots too, @Codex @Gemma say hi
Codex: Hi. Ready when needed.
Gemma: Hey everyone!! 🌽🍅 Happy to help with Harvest Fest stuff, just @ me
Toby: gemma has more energy than me at 4am proofing
#fest_topic Marisol: main thing: Harvest Fest. last market of the season, we said we'd make it bigger this year
#d_date1_p Marisol: I'm thinking Saturday Sept 19. regular Saturday slot, just more going on
#d_date1_a1 Denise: 19th works for me
#d_date1_a2 Toby: works
#d_date1_a3 Hank: The 19th is fine by me.
#d_date1_a4 Luis: 👍
#d_date1_ok Marisol: great, Sept 19 it is
#d_hours1_p Denise: and same hours as a normal market? 9 to 1?
#d_hours1_a1 Marisol: yeah keep it simple, 9-1
#d_hours1_a2 Hank: Agreed.
#t_permit Marisol: I'll get the special event permit in with the city by Friday, it's the one that lets us use the whole Depot St lot + the sidewalk
#n_parking Hank: Should we charge for parking at the old feed store lot? Five dollars a car would cover the band.
#n_parking_no >n_parking Marisol: nah I think we'd lose people. free parking stays free
Hank: Fair enough.
"""),
("2026-08-25 07:20", r"""
Luis: morning. chanterelles are early this year
Luis: [photo]
Toby: those are gorgeous
Denise: save me a pound please!!
Luis: already in a bag with your name on it
#nt_wish_pavilion Marisol: someday I'd really love a covered pavilion for this market. one day
Hank: The city council will want to hear about that. Maybe in ten years.
"""),
("2026-08-26 20:40", r"""
#d_pie_p Denise: idea for Harvest Fest: pie contest! $5 entry, ribbons, winner gets a free stall day next spring
#d_pie_obj Toby: love it but it's awkward if I enter and win, people will say it's rigged. other bakers will feel the same
#d_pie_r >d_pie_obj Denise: what if vendors can't enter at all, and you judge?
#d_pie_tb Toby: ha ok. judge toby. I can live with that
#d_pie_a1 Marisol: yes. public only, Toby judges
#d_pie_a2 Luis: pie contest let's gooo
Hank: I will enter my late wife's rhubarb recipe. Oh wait, I am a vendor.
Denise: sorry Hank 😂
#t_pie_form Denise: I'll make an entry form, printable + online, by next week
#d_wagon_p Hank: I can bring the old hay wagon and the Farmall and do hay rides around the block. Kids love that.
#d_wagon_a1 Luis: YES
#d_wagon_a2 Marisol: that would be so fun. yes
#d_wagon_a3 Toby: hay rides are peak harvest vibes
#t_wagon Hank: I will get it road-ready. The tires need replacing and the side rails need work. Give me two weeks.
#nd_joke_scarecrow Toby: and Hank drives it dressed as a scarecrow, that's the real plan
Hank: I will not.
"""),
("2026-08-27 13:05", r"""
Denise: it's 97 out here, dahlias are sulking
Denise: [photo]
Toby: still gorgeous tho
Luis: the shade cloth saved my whole grow room this week
Hank: The cattle are all standing in the creek. Smart animals.
"""),
("2026-08-28 12:15", r"""
#t_permit_done Marisol: permit application submitted! city says 7-10 business days
Denise: yay
#d_snap_p Luis: can we do Double Up for SNAP folks? like match $10 per customer in tokens from association money
#d_snap_obj Hank: I like the idea, but the association account has about $2,300 in it and the band, posters and ribbons all come out of that.
#d_snap_r Marisol: what if we cap it at $500 total? first come first served
#d_snap_hk >d_snap_r Hank: With a $500 cap I can support it.
#d_snap_a1 Denise: +1
#d_snap_a2 Toby: do it
#d_snap_ok Luis: sweet, double up up to $500 🙌
#t_tokens Hank: I will order the wooden tokens and set aside the $500. This week.
#t_signs Luis: i'll make the signs for the SNAP / double up table
"""),
("2026-08-30 09:10", r"""
#d_band_p Toby: music! my cousin plays fiddle in Cold Spring String Band, bluegrass, they'd do two sets for $200
#d_band_a1 Marisol: $200 is a steal
#d_band_a2 Hank: Bluegrass at a harvest market is about right. Yes.
#d_band_a3 Denise: yesss
#t_band Toby: cool I'll book them for the 19th, gonna call him tonight
#n_pumpkin Luis: also a pumpkin painting table for kids?
Toby: [photo]
Toby: first apple galettes of the season, don't @ me
Denise: I'm @ing you. save one
"""),
("2026-09-01 18:30", r"""
#d_fee_p Marisol: not fest related but we need to settle it before the season ends: stall fee for 2027. going from $25 to $30 per market. our insurance went up 18%
#d_fee_obj Luis: ugh. $30 is a lot for the small growers. i sell like $200 on a slow saturday
#d_fee_r >d_fee_obj Denise: what if new vendors stay at $25 for their first season? keeps it friendly for folks starting out
#d_fee_lu Luis: ok that helps. fine by me
#d_fee_a1 Hank: The numbers require it. I agree.
#d_fee_a2 Toby: yeah ok
#d_fee_ok Marisol: ok $30 for 2027, first-season vendors $25
#t_bot_notice_q Marisol: @Codex can you draft a short notice to vendors about the 2027 fee? $30, first season $25, reason is insurance
#t_bot_notice Codex: On it.
#t_bot_notice_done Codex: Draft:\n"Dear vendors: starting with the 2027 season the stall fee will be $30 per market (up from $25), because our liability insurance rose 18%. Vendors in their first season pay $25. Questions: reply here or find Hank at the market."
#n_bot_autopay Codex: Also consider season passes paid upfront. Less cash handling.
Marisol: perfect thanks
#t_letter Marisol: I'll send it to the full vendor list once the fest is over, don't want to stress people mid-season
"""),
("2026-09-02 08:10", r"""
Toby: anyone have a spare 10x10 tent weight? lost one to the wind saturday
Hank: There are two spare sandbags in the bed of my truck. Take them whenever you like.
Toby: legend, thank you
Luis: hank is the hardware store of this market
"""),
("2026-09-03 21:00", r"""
#d_thu_p Denise: random thought: what about Thursday evening markets in October? 4-7pm, catch the after-work crowd
#d_thu_a1 Marisol: I'd be into that if enough vendors come
#d_thu_a2 Luis: i'm in
#d_thu_a3 Hank: I can do Thursdays.
#d_thu_ok Denise: ok let's do it, Thursdays in October
#t_thu_form Luis: i'll put a google form out to all vendors to see who's in for thursdays
#t_grange Marisol: and I'll ask the Grange if we can use their lot + string lights on Thursday nights
#t_pie_form_done Denise: oh and the pie form is done! link went out in the vendor email, printed copies at my stall Saturday
Toby: nice
#nd_q_cider Luis: can we sell hot cider at the fest? do we need a food permit for that or is it fine
Hank: I do not know.
Marisol: good question, no idea honestly
"""),
("2026-09-05 15:40", r"""
Toby: long market today. sold out of sourdough by 10:30
Denise: flowers went fast too
Luis: mushroom guy lived to tell the tale
#nt_cowcake Toby: if we break 1000 visitors at Harvest Fest I'm baking Hank a cake shaped like a cow
Hank: I will hold you to that, Toby.
Luis: screenshotted
#t_tokens_done Hank: The tokens came. 100 wooden $5 tokens, and the $500 is in its own line in the ledger.
"""),
("2026-09-07 10:00", r"""
#sewer Marisol: ugh. city just emailed: sewer line work on Depot St Sept 16-21. the whole lot is fenced off that week
Marisol: so our permit is approved for a day we literally can't use
#d_date2_p Marisol: can we push Harvest Fest one week to Sat Sept 26?
#d_date2_obj Hank: The 26th is the fall feeder sale in Redmond. I have eleven steers going. I cannot be in two places.
Denise: oh no
+20m #d_date2_hk Hank: Talked to my son. He can haul them and run the sale. Fine. The 26th.
#d_date2_a1 Denise: 26th works for me
#d_date2_a2 Toby: 26 👍
#d_date2_a3 Luis: yep
#d_date2_ok Marisol: ok Sept 26
#t_permit_re Marisol: I'll redo the permit with the new date tomorrow
Toby: band!! lemme check with my cousin
+1h Toby: band can do the 26th too phew
"""),
("2026-09-08 12:40", r"""
Luis: [photo]
Luis: lion's mane came in huge this week
Denise: that looks like a small sheep
Toby: a delicious sheep
Marisol: bring one saturday I want it for my dad
Luis: already set one aside for him 🐑
"""),
("2026-09-09 20:15", r"""
#t_band_hand Toby: real talk my oven thermostat died and I'm baking in a friend's kitchen at 3am all week. @Denise could you take over the band stuff? just the set times + the $200 check
#t_band_hand_ok >t_band_hand Denise: sure, send me your cousin's number
Toby: sent! you're a saint
Denise: @Gemma any tips to make a pie contest run smooth?
Gemma: Ooh fun!! A few thoughts 🥧\n- number the entries instead of names so judging is blind\n- entries in by 11, judging after lunch\n- small plates + lots of forks
#n_bot_dog Gemma: And a wild idea: a dog costume contest alongside! Harvest-themed pups = instant Instagram gold 🐶🎃
#t_bot_card_q Denise: ha. can you make Toby a judging scorecard? 1-10 for crust, filling, looks
#t_bot_card Gemma: Yes! Coming right up ✨
#t_bot_card_done Gemma: Pie Judging Scorecard 🥧\nEntry #: ___\nCrust (flaky, baked through): 1-10\nFilling (flavor, texture): 1-10\nLooks: 1-10\nTotal: ___ / 30\nTiebreak: filling score
#nt_bot_caption Gemma: Want me to write some Instagram captions for the countdown too? 📣
Toby: scorecard is great, printing it
"""),
("2026-09-11 07:50", r"""
#thu_result Luis: thursday form results: 2 vendors said yes. me and hank. everyone else is doing fall craft fairs or is just tired lol
#t_thu_form_done Luis: form's closed, sheet is in the shared drive
Marisol: oof
#d_thu_drop_p Denise: two stalls isn't a market. let's shelve Thursdays
#d_thu_drop_a1 Marisol: agreed, not this year
#d_thu_drop_a2 Hank: Understood.
#t_grange_drop Marisol: good thing I never got around to asking the Grange lol. scratch that one
#nt_website Luis: i'll update the website with the new fest date
#nt_website_r >nt_website Denise: did it last night!
Luis: legend
"""),
("2026-09-12 15:30", r"""
Marisol: good market today everyone
Toby: someone asked me if Harvest Fest is on the 19th, had to explain the sewer thing 3 times lol
Denise: I told like ten people the 26th
Hank: Several regulars asked about the hay rides. I said we are working on it.
Luis: the lady with the corgi asked if dogs are allowed at the fest. i said obviously
"""),
("2026-09-13 17:00", r"""
#t_flyers Denise: flyers: I'll get 150 printed at the library and put them up around town this week
#nt_paper Denise: and the Herald listing is already sorted, I emailed them Friday and it runs Thursday
#nd_hyp_rain Hank: If it rains, we could put the bakers and the band under the Grange hall porch across the street.
Toby: let's not jinx it
#nt_card Hank: I will look into a card reader for the association at some point. People ask.
"""),
("2026-09-15 12:30", r"""
#homecoming Marisol: oh come ON. police chief just called. the Wren Hollow High homecoming parade goes down Depot St Saturday the 26th at 10, and they can't staff the parade and close the street for us the same morning
Luis: lmaooo this fest is cursed
#d_date3_p Marisol: Sunday the 27th? same lot, they'd close the street for us Sunday no problem
#d_date3_a1 Denise: Sunday is fine. church crowd might even wander over after
#d_date3_a2 Toby: sunday works, I bake saturday anyway
#d_date3_a3 Hank: My steers go Saturday, so Sunday is actually better for me.
#d_date3_a4 Luis: sunday 👍
#d_date3_ok Marisol: Sunday Sept 27. final final
#t_permit_re2 Marisol: and yes I'll refile the permit (again) tonight
#t_band_date Denise: I'll check the band for Sunday
+1h #band_sun Denise: band is ok for Sunday! they just want to be packed up by 3 for a wedding gig
#n_late Toby: what if we made it an evening lantern market instead, like 4-8?
#n_late_no >n_late Marisol: honestly I can't deal with lights + another permit. daytime
"""),
("2026-09-16 19:00", r"""
#d_hours2_p Marisol: Harvest Fest: 10 to 3. vendor setup from 8. band 11-1 and 1:30-2:30, pie judging at 1
#d_hours2_a1 Denise: 10-3 lines up with church letting out, and the band's done by 3
#d_hours2_a2 Hank: Fine with me. A later start saves me a cold morning.
#d_hours2_a3 Toby: 👍 gives me time to finish the last bake
Luis: does that mean i can sleep in 🥲
Marisol: until 7 you can
"""),
("2026-09-17 16:20", r"""
#t_flyers_done Denise: 150 flyers up! library, post office, both coffee shops, the feed store, the laundromat
Denise: [photo]
#t_signs_done Luis: double up signs printed and laminated 💪
Luis: [photo]
#wagon_ins Hank: Bad news on the hay rides. I called our insurance agent. The market policy does not cover passengers on a farm vehicle on a public street, and a one-day rider is $650.
Toby: 650 yikes
#d_wagon_drop_p Marisol: not worth it. let's skip the hay rides
#d_wagon_drop_a1 Hank: I agree. I will stop work on the wagon, the new tires can wait until spring.
#d_wagon_drop_a2 Luis: sad but ya
#nd_joke_mayor Toby: honestly Hank should run for mayor, he'd sort the insurance and the sewers in a week
Hank: No thank you.
"""),
("2026-09-19 14:00", r"""
#d_pantry_q Denise: what happens to leftovers at close? last year a ton of squash went to compost
#d_pantry_p Marisol: let's do a pantry drop. everyone who wants to donates what's left at 3 to the Wren Hollow Food Pantry
#d_pantry_a1 Luis: 100%
#d_pantry_a2 Hank: A good idea. Count me in.
#d_pantry_a3 Toby: all my day-olds are theirs
#t_pantry Marisol: I'll call them Monday to set up a pickup
#t_pa Toby: I'll borrow the Grange's PA for the band, I'm over there Thursday for the flour co-op anyway
#nt_tent Toby: I can bring my pop-up tent for the pie table too
#nt_tent_no >nt_tent Denise: we have the association's big one, all good!
#nt_stall_due Marisol: everyone send me your stall needs (power, extra space, trailer) by Wednesday pls
"""),
("2026-09-20 10:15", r"""
Toby: oven's fixed!! new thermostat, back in my own kitchen
Denise: yay!!
Marisol: 🎉
Hank: Good news. The bread was tasting a little borrowed.
Toby: rude. accurate
"""),
("2026-09-21 11:00", r"""
#t_pantry_done Marisol: food pantry will send their van at 3:15 on the 27th, they'll take anything
Denise: amazing
#nd_q_raffle Luis: are we doing the quilt raffle again this year or nah?
Denise: hmm not sure the quilting guild offered this time
#permit_ok Marisol: PERMIT APPROVED for Sunday the 27th, 10-3, street closed 7am to 4pm 🎉
Toby: the cursed fest lives
Marisol: @Codex how many stalls fit in the Depot St lot if each is 10x10 with 4ft aisles?
Codex: The lot is about 120 x 90 ft per the permit map. Two double rows with 4 ft aisles: roughly 32 stalls.
#n_bot_map Codex: Suggest assigning spots by arrival order to save planning time.
#n_bot_map_no Marisol: we have 27 confirmed so plenty of room. and assigned spots stay, the regulars would riot lol
"""),
("2026-09-23 20:00", r"""
#t_band_done Denise: band is locked in for Sunday, the $200 check is in their hands, sets 11-1 and 1:30-2:30
Toby: thank you Denise!!
#nt_potluck Denise: we should all do a vendors' potluck after the season sometime, I'll try to pull something together
#nt_pie_eat Luis: i'll personally eat every leftover pie. for the pantry's sake
Marisol: the pantry thanks you for your sacrifice
"""),
("2026-09-24 21:10", r"""
Luis: ok who's bringing coffee sunday morning
Marisol: the coffee cart said they'll set up at 9
Luis: i mean for us at 7
Denise: the coffee cart guy usually slips vendors a free refill
Toby: there will be day-old croissants floating around, that's all I know
"""),
("2026-09-25 18:00", r"""
#t_pa_done Toby: got the Grange PA + two mics, in my van
#nt_tables Toby: also dropped the loaner tables at Depot St already, they're chained to the fence
Hank: Good man.
#nt_tokens_inst Hank: Reminder to vendors: keep every Double Up token you take and hand them to me at close so I can pay you back.
Luis: forecast says 68 and sunny sunday 🙏
Denise: 🙏🙏
Marisol: knock on wood
"""),
("2026-09-26 11:30", r"""
Luis: [photo]
Luis: homecoming parade just went past my apartment lol. glad we're not fighting that
Hank: The steers sold well. My son did a fine job.
Denise: congrats Hank!!
Marisol: tomorrow's the day, everyone sleep
Toby: sleep is for people who don't bake
Luis: 😂
Denise: buckets of sunflowers are cut and in the cooler
"""),
("2026-09-27 07:40", r"""
Marisol: street's closed, cones are out
Luis: [photo]
Luis: setup vibes
+2h Denise: line at the pie table already
Toby: 14 pies entered 😳
Hank: The Double Up table has been busy. 38 families so far.
+2h #Toby_win Toby: winner: Marge Oyelaran's sour cherry. I'm going to dream about it
Luis: [photo]
+1h Denise: band was incredible, they're already asking about next year
+1h Marisol: pantry van is here, they're loading squash like crazy
"""),
("2026-09-27 20:00", r"""
#count Denise: clicker count: 1,140 visitors!!
Toby: ...I owe Hank a cow cake
Hank: You do.
#tokens_total Hank: Double Up: 47 customers, $470 of the $500 used.
#t_report Hank: I will have the end-of-season treasurer's report for everyone by the middle of October.
Marisol: thank you all. best fest yet
"""),
("2026-09-28 09:00", r"""
#pantry_total Marisol: pantry says we gave them 380 lbs of produce plus 22 loaves
Luis: whoa
#t_letter_re Marisol: fee letter goes out this week now that the fest is done
Denise: what a season
"""),
]

DECISIONS = [
    dict(id='d1', text='Harvest Fest on Saturday Sept 19', status='superseded', superseded_by='d2',
         stated=['d_date1_p', 'd_date1_a1', 'd_date1_a2', 'd_date1_a3', 'd_date1_a4', 'd_date1_ok'],
         agreed_by=['Marisol', 'Denise', 'Toby', 'Hank', 'Luis'], objected_by=[],
         changed_at=['d_date2_p', 'd_date2_ok']),
    dict(id='d2', text='Harvest Fest moved to Saturday Sept 26 (sewer work on Depot St)', status='superseded', superseded_by='d3',
         stated=['d_date2_p', 'd_date2_hk', 'd_date2_a1', 'd_date2_a2', 'd_date2_a3', 'd_date2_ok'],
         agreed_by=['Marisol', 'Hank', 'Denise', 'Toby', 'Luis'], objected_by=['Hank'],
         changed_at=['d_date3_p', 'd_date3_ok']),
    dict(id='d3', text='Harvest Fest moved to Sunday Sept 27 (homecoming parade on the 26th)', status='current',
         stated=['d_date3_p', 'd_date3_a1', 'd_date3_a2', 'd_date3_a3', 'd_date3_a4', 'd_date3_ok', 'permit_ok'],
         agreed_by=['Marisol', 'Denise', 'Toby', 'Hank', 'Luis'], objected_by=[]),
    dict(id='d4', text='Harvest Fest hours 9am to 1pm, like a normal market', status='superseded', superseded_by='d5',
         stated=['d_hours1_p', 'd_hours1_a1', 'd_hours1_a2'],
         agreed_by=['Denise', 'Marisol', 'Hank'], objected_by=[],
         changed_at=['d_hours2_p', 'd_hours2_a1']),
    dict(id='d5', text='Harvest Fest hours 10am to 3pm, vendor setup from 8', status='current',
         stated=['d_hours2_p', 'd_hours2_a1', 'd_hours2_a2', 'd_hours2_a3'],
         agreed_by=['Marisol', 'Denise', 'Hank', 'Toby'], objected_by=[]),
    dict(id='d6', text='Pie contest: $5 entry, ribbons, winner gets a free stall day next spring; public only, vendors cannot enter, Toby judges', status='current',
         stated=['d_pie_p', 'd_pie_r', 'd_pie_tb', 'd_pie_a1', 'd_pie_a2'],
         agreed_by=['Denise', 'Toby', 'Marisol', 'Luis'], objected_by=['Toby']),
    dict(id='d7', text='Double Up for SNAP customers: match $10 per customer in tokens, capped at $500 total', status='current',
         stated=['d_snap_p', 'd_snap_r', 'd_snap_hk', 'd_snap_a1', 'd_snap_a2', 'd_snap_ok'],
         agreed_by=['Luis', 'Marisol', 'Hank', 'Denise', 'Toby'], objected_by=['Hank']),
    dict(id='d8', text='2027 stall fee $30 per market (from $25); first-season vendors pay $25', status='current',
         stated=['d_fee_p', 'd_fee_r', 'd_fee_lu', 'd_fee_a1', 'd_fee_a2', 'd_fee_ok'],
         agreed_by=['Marisol', 'Denise', 'Luis', 'Hank', 'Toby'], objected_by=['Luis']),
    dict(id='d9', text="Hay rides around the block on Hank's wagon", status='dropped',
         stated=['d_wagon_p', 'd_wagon_a1', 'd_wagon_a2', 'd_wagon_a3'],
         agreed_by=['Hank', 'Luis', 'Marisol', 'Toby'], objected_by=[],
         changed_at=['d_wagon_drop_p', 'd_wagon_drop_a1', 'd_wagon_drop_a2']),
    dict(id='d10', text='Thursday evening markets (4-7pm) in October', status='dropped',
         stated=['d_thu_p', 'd_thu_a1', 'd_thu_a2', 'd_thu_a3', 'd_thu_ok'],
         agreed_by=['Denise', 'Marisol', 'Luis', 'Hank'], objected_by=[],
         changed_at=['d_thu_drop_p', 'd_thu_drop_a1', 'd_thu_drop_a2']),
    dict(id='d11', text='Cold Spring String Band (bluegrass) plays two sets for $200', status='current',
         stated=['d_band_p', 'd_band_a1', 'd_band_a2', 'd_band_a3', 'band_sun'],
         agreed_by=['Toby', 'Marisol', 'Hank', 'Denise'], objected_by=[]),
    dict(id='d12', text='Leftover produce donated at close (3pm) to the Wren Hollow Food Pantry', status='current',
         stated=['d_pantry_p', 'd_pantry_a1', 'd_pantry_a2', 'd_pantry_a3'],
         agreed_by=['Marisol', 'Luis', 'Hank', 'Toby'], objected_by=[]),
]

NON_DECISIONS = [
    (['n_parking', 'n_parking_no'], 'proposal not taken up'),   # $5 parking
    (['n_pumpkin'], 'proposal not taken up'),                   # pumpkin painting, nobody answers
    (['n_late', 'n_late_no'], 'proposal not taken up'),         # evening lantern market
    (['nd_joke_scarecrow'], 'joke'),                            # Hank as a scarecrow
    (['nd_joke_mayor'], 'joke'),                                # Hank for mayor
    (['nd_hyp_rain'], 'hypothetical'),                          # rain -> Grange porch
    (['nd_q_cider'], 'question'),                               # hot cider permit?
    (['nd_q_raffle'], 'question'),                              # quilt raffle?
    (['n_bot_autopay'], 'bot suggestion ignored'),              # Codex: season passes
    (['n_bot_dog'], 'bot suggestion ignored'),                  # Gemma: dog costume contest
    (['n_bot_map', 'n_bot_map_no'], 'bot suggestion ignored'),  # Codex: spots by arrival
]

TODOS = [
    dict(id='t1', owner='Marisol', task='File the city special-event permit for the Depot St lot (refiled for each new date)',
         taken=['t_permit', 't_permit_re', 't_permit_re2'], due='2026-08-28', status='done',
         closed_by=['permit_ok'], handed_to=None),
    dict(id='t2', owner='Denise', task='Print 150 flyers and put them up around town',
         taken=['t_flyers'], due='2026-09-20', status='done', closed_by=['t_flyers_done'], handed_to=None),
    dict(id='t3', owner='Luis', task='Send vendors a form to see who is in for Thursday markets',
         taken=['t_thu_form'], due='', status='done', closed_by=['t_thu_form_done'], handed_to=None),
    dict(id='t4', owner='Hank', task='Get the hay wagon road-ready (tires, side rails)',
         taken=['t_wagon'], due='2026-09-09', status='dropped', closed_by=['d_wagon_drop_a1'], handed_to=None),
    dict(id='t5', owner='Marisol', task='Ask the Grange about their lot and string lights for Thursday nights',
         taken=['t_grange'], due='', status='dropped', closed_by=['t_grange_drop'], handed_to=None),
    dict(id='t6', owner='Toby', task='Book the Cold Spring String Band (set times, $200 check)',
         taken=['t_band', 't_band_hand_ok', 't_band_date'], due='2026-08-30', status='done',
         closed_by=['t_band_done'], handed_to='Denise'),
    dict(id='t7', owner='Denise', task='Make the pie contest entry form (printable + online)',
         taken=['t_pie_form'], due='2026-09-06', status='done', closed_by=['t_pie_form_done'], handed_to=None),
    dict(id='t8', owner='Hank', task='Order the Double Up tokens and set aside the $500',
         taken=['t_tokens'], due='2026-08-30', status='done', closed_by=['t_tokens_done'], handed_to=None),
    dict(id='t9', owner='Codex', task='Draft the vendor notice about the 2027 stall fee',
         taken=['t_bot_notice'], due='', status='done', closed_by=['t_bot_notice_done'], handed_to=None),
    dict(id='t10', owner='Gemma', task='Make a pie judging scorecard',
         taken=['t_bot_card'], due='', status='done', closed_by=['t_bot_card_done'], handed_to=None),
    dict(id='t11', owner='Marisol', task='Call the food pantry to set up a leftovers pickup',
         taken=['t_pantry'], due='2026-09-21', status='done', closed_by=['t_pantry_done'], handed_to=None),
    dict(id='t12', owner='Toby', task="Borrow the Grange's PA system for the band",
         taken=['t_pa'], due='2026-09-24', status='done', closed_by=['t_pa_done'], handed_to=None),
    dict(id='t13', owner='Luis', task='Make the signs for the SNAP / Double Up table',
         taken=['t_signs'], due='', status='done', closed_by=['t_signs_done'], handed_to=None),
    dict(id='t14', owner='Marisol', task='Send the 2027 fee notice to the full vendor list',
         taken=['t_letter', 't_letter_re'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Hank', task="End-of-season treasurer's report",
         taken=['t_report'], due='2026-10-15', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_wish_pavilion'], 'vague wish'),                       # covered pavilion someday
    (['nt_cowcake'], 'banter promise'),                         # cow cake if 1000 visitors
    (['nt_website', 'nt_website_r'], 'already done by someone else'),  # website date
    (['nt_paper'], 'already done'),                             # Herald listing
    (['nt_card'], 'vague promise'),                             # card reader some day
    (['nt_bot_caption'], 'bot offer not taken up'),             # Gemma: captions
    (['nt_tent', 'nt_tent_no'], 'offer declined'),              # Toby's pop-up tent
    (['nt_stall_due'], 'instruction to others'),                # stall needs by Wednesday
    (['nt_potluck'], 'vague promise'),                          # vendors' potluck sometime
    (['nt_pie_eat'], 'banter promise'),                         # eat every leftover pie
    (['nt_tables'], 'already done'),                            # loaner tables dropped off
    (['nt_tokens_inst'], 'instruction to others'),              # hand tokens in at close
]

QUESTIONS = [
    # ---- changed
    ('What day did Harvest Fest end up happening?',
     ['d_date3_p', 'd_date3_ok', 'permit_ok'], 'Sunday September 27 (first Sept 19, then Sept 26, then the 27th)', 'changed'),
    ('What was the original Harvest Fest date?',
     ['d_date1_p', 'd_date1_ok'], 'Saturday September 19', 'changed'),
    ('Why did the fest leave the 19th?',
     ['sewer', 'd_date2_p'], 'The city fenced off the Depot St lot for sewer line work Sept 16-21', 'changed'),
    ('What knocked out the 26th?',
     ['homecoming', 'd_date3_p'], "The high school homecoming parade uses Depot St that Saturday morning and police couldn't staff both", 'changed'),
    ('What hours did the fest run in the end?',
     ['d_hours2_p', 'd_hours2_a1'], '10am to 3pm, vendor setup from 8 (first planned 9 to 1)', 'changed'),
    ('What hours were first planned for the fest?',
     ['d_hours1_p', 'd_hours1_a1'], '9 to 1, the normal market hours', 'changed'),
    ("Did the hay rides happen?",
     ['wagon_ins', 'd_wagon_drop_p', 'd_wagon_drop_a1'], "No. The market insurance doesn't cover passengers on a farm vehicle on a public street and a one-day rider was $650, so they were dropped", 'changed'),
    ('Are we doing Thursday evening markets in October?',
     ['thu_result', 'd_thu_drop_p', 'd_thu_drop_a1'], 'No. Only two vendors (Luis and Hank) signed up, so Thursdays were shelved', 'changed'),
    # ---- owner
    ('Who ended up sorting out the band booking?',
     ['t_band', 't_band_hand', 't_band_hand_ok', 't_band_done'], "Denise (Toby started it, then handed it over when his oven broke)", 'owner'),
    ('Who wrote the draft notice about next year\'s fee?',
     ['t_bot_notice_q', 't_bot_notice_done'], 'Codex (the bot)', 'owner'),
    ('Who made the scorecard for judging pies?',
     ['t_bot_card_q', 't_bot_card_done'], 'Gemma (the bot)', 'owner'),
    ('Who got the PA system?',
     ['t_pa', 't_pa_done'], "Toby, borrowed from the Grange with two mics", 'owner'),
    ('Who arranged the food pantry pickup?',
     ['t_pantry', 't_pantry_done'], 'Marisol', 'owner'),
    # ---- status
    ('Has the 2027 fee letter gone out to vendors yet?',
     ['t_letter', 't_letter_re'], 'Not yet. Marisol says it goes out this week now that the fest is over', 'status'),
    ("Is the treasurer's report done?",
     ['t_report'], 'No, Hank plans to have it by mid-October', 'status'),
    ("Did Hank finish fixing up the wagon?",
     ['t_wagon', 'd_wagon_drop_a1'], 'No, he stopped once the hay rides were dropped; the tires wait until spring', 'status'),
    ('Did the city approve the permit?',
     ['t_permit_re2', 'permit_ok'], 'Yes, approved for Sunday the 27th, 10-3, street closed 7am-4pm', 'status'),
    ('Did Marisol ever talk to the Grange about Thursday nights?',
     ['t_grange', 't_grange_drop'], "No, she never asked, and it was scrapped with the Thursday markets", 'status'),
    ('Are the flyers up?',
     ['t_flyers', 't_flyers_done'], 'Yes, Denise put up 150 around town (library, post office, coffee shops, feed store, laundromat)', 'status'),
    # ---- single
    ('How much does the band cost?',
     ['d_band_p'], '$200 for two sets', 'single'),
    ('How many people came to the fest?',
     ['count'], '1,140 visitors (clicker count)', 'single'),
    ('How much Double Up money was actually used?',
     ['tokens_total'], '$470 of the $500, for 47 customers', 'single'),
    ('Who won the pie contest?',
     ['Toby_win'], "Marge Oyelaran's sour cherry pie", 'single'),
    ('How much produce went to the pantry?',
     ['pantry_total'], '380 lbs of produce plus 22 loaves', 'single'),
    ('What does a pie contest entry cost?',
     ['d_pie_p'], '$5', 'single'),
    # ---- temporal
    ('When is the pantry van coming?',
     ['t_pantry_done'], '3:15pm on Sept 27', 'temporal'),
    ('When did the permit get approved?',
     ['permit_ok'], 'September 21', 'temporal'),
    ("When is the treasurer's report due?",
     ['t_report'], 'By mid-October', 'temporal'),
    ('When does the higher stall fee start?',
     ['d_fee_p', 'd_fee_ok'], 'With the 2027 season', 'temporal'),
    # ---- multi
    ('What was Hank worried about with Double Up and how was it settled?',
     ['d_snap_obj', 'd_snap_r', 'd_snap_hk'], 'The account only had about $2,300 for everything; capping the match at $500 total got his support', 'multi'),
    ('Why did Luis push back on the new fee and what changed?',
     ['d_fee_obj', 'd_fee_r', 'd_fee_lu'], "$30 is a lot for small growers; first-season vendors stay at $25, and then he agreed", 'multi'),
    ('How did the 26th work for Hank given his cattle sale?',
     ['d_date2_obj', 'd_date2_hk'], 'The 26th was the Redmond feeder sale with eleven of his steers; his son agreed to haul them and run the sale', 'multi'),
    ('Why is Toby judging the pie contest instead of entering?',
     ['d_pie_obj', 'd_pie_r', 'd_pie_tb'], 'He thought a vendor winning would look rigged, so vendors can\'t enter and he judges', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-7, seed=20260824)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
