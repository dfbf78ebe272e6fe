#!/usr/bin/env python3
"""English volunteer hiking club trip committee chat (Calgary): a 3-day backcountry
hut trip + a shared gear library, 2025-08-04 .. 2025-09-07, -06:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Harriet': (4471098236, False),  # trip committee chair; long messages, thorough
    'Gord': (5318806427, False),     # retired surveyor, 60s; terse; owns the garage and a van
    'Tyler': (6642091175, False),    # 20s; jokes, lowercase, starting a new job
    'Mirela': (3905527618, False),   # from Romania; non-native English; vegetarian
    'Jen': (5186634092, False),      # treasurer; practical; two kids
    'Codex': (7741982053, True),     # bot: terse
    'Gemma': (7826630419, True),     # bot: cheerful
}

SESSIONS = [
("2025-08-04 19:42", r"""
Harriet: Hi all! Thanks for agreeing to be on the trip committee this year. I've set up this chat so we don't clog the main club group with logistics. I've also added two bots, which the board tells me are useful for lists and math, so we'll see.
Harriet: @Codex @Gemma say hello?
Codex: Hello. Here when mentioned.
Gemma: Hiii everyone!! 🥾⛰️ So excited to help with your trip, just tag me anytime!
Tyler: gemma has more energy than me on a monday
Mirela: Hello all :) happy to be in committee
Jen: Hi!
Gord: Evening.
#d_d1_p Harriet: So, the hut trip. I was thinking Larkspur Hut, Friday Aug 22 to Sunday Aug 24. It sleeps 8, the approach is about 11 km with 600 m of gain, and there's a lovely tarn right behind it. Two nights gives us a proper day in the middle without anyone having to take more than one day off work.
#d_d1_a1 Gord: Works.
#d_d1_a2 Mirela: 22-24 is good for me! I never was in a hut, only tent
#d_d1_a3 Jen: I can do that weekend, will book the Friday off
#n_heli Tyler: 11 km uphill?? can we just charter a helicopter. i'll bring snacks for the pilot
Jen: lol
#d_d1_ok Harriet: Ha. Legs it is, Tyler. Okay, Aug 22-24 at Larkspur.
#t_hut Harriet: I'll call the hut society tomorrow morning and book six spots.
#d_d1_a4 Tyler: fine fine i'm in. 22 to 24
"""),
("2025-08-04 20:31", r"""
#d_gl_p Tyler: other thing. the club gear is literally everywhere. i have 2 of the club stoves in my closet, someone has the bear canister, nobody knows where the water filter went
#d_gl_p2 Gord: Put it all in my garage. Lots of room. Shelves.
#d_gl_obj Harriet: That's very generous Gord, but I do worry a bit. You're right down in Woodbine and you're away a fair bit in the fall. If someone needs a stove on a Thursday night and you're in Kelowna, what then? And what if something gets stolen out of your garage, is that on you?
Gord: Lockbox on the side door. Code.
Gord: Nobody steals a 1998 whisperlite.
Jen: He has a point 😂
#d_gl_hr Harriet: Alright, a lockbox solves most of my worry. Garage it is, and thank you.
#d_gl_a1 Mirela: Yes garage of Gord, very good idea
#d_gl_a2 Jen: 👍
#t_shelf Gord: I'll clear the back shelves this week.
"""),
("2025-08-05 12:14", r"""
Harriet: Quick update from my lunch break, and not a great one, I'm afraid. The hut is fully booked Aug 22-24, some university group snapped it up in June. The lady on the phone said the following weekend, Aug 29-31, still has eight bunks.
#d_d2_p Harriet: So could we slide everything a week, Friday Aug 29 to Sunday Aug 31? I hate to move it but I'd rather have the hut than not.
#d_d2_a1 Jen: 29th fine, I'll move my day off
#d_d2_a2 Gord: Fine.
#d_d2_a3 Mirela: For me is ok also
#d_d2_a4 Tyler: 29-31 works. i start the new job on the 18th so honestly later is better
#d_d2_ok Harriet: Lovely. I've asked her to hold six bunks for the 29th-31st until Friday.
#t_hut_re Harriet: I'll confirm and pay the deposit with her once Jen has the money side sorted.
"""),
("2025-08-06 20:05", r"""
#d_cost_p Jen: Money. Hut is $45 per person per night, so $90 each for two nights. Simplest is everyone e-transfers me and I pay the hut in one go from the club account.
#d_cost_a1 Mirela: Ok I send you
#d_cost_a2 Tyler: 👍
#d_cost_a3 Harriet: Perfect, thank you Jen.
#t_money Jen: I'll collect everything and pay the hut once all five are in.
#nt_etransfer Jen: Please e-transfer me $90 by Friday the 15th. Auto-deposit is on, jen.okafor.treasurer@mailbox.ca
#n_card_q Tyler: can gas come off the club card or is that a personal thing
>n_card_q Jen: Club policy is no gas on the card. Drivers get the mileage split from passengers, we'll work it out.
Tyler: makes sense
#t_bot_cost Jen: @Codex when we're closer I'll need a per-person total with the hut plus gas split five ways. Can you do that when I give you the km?
#t_bot_cost_ok Codex: Yes. Send distance and fuel price.
#nt_bot_remind Codex: Can also post payment reminders on the 13th and 15th.
Jen: Nah I'll just nag them myself ha
"""),
("2025-08-07 21:10", r"""
Mirela: About gear library. Before we move everything, we need to know what we have, no?
#t_inv Mirela: I will make list of all donated gear. I have Saturday free, I go to the houses who have things.
Harriet: Mirela, that would be a huge help. The Hendersons have the two tents and the big tarp, they're at 14 Edgeview Close.
#d_sheet_p Tyler: and for lending we need a sign out thing. google sheet: who has what, date out, date back. max 2 weeks per loan so stuff doesn't vanish for a whole season
#d_sheet_a1 Jen: Yes to the sheet and yes to 2 weeks
#d_sheet_a2 Harriet: Agreed, two weeks is plenty for anyone's trip.
#d_sheet_a3 Gord: Sure.
#t_sheet Tyler: i'll build the sheet this weekend
#d_dep_p Jen: Should we take a small deposit, say $20, refunded when the gear comes back? We lost a $300 tent two years ago and nobody ever owned up.
#d_dep_a1 Harriet: I think a $20 deposit is sensible. It makes people take it seriously.
#d_dep_a2 Mirela: Yes, $20 is fair
#d_dep_a3 Tyler: ok sure
#t_dep Tyler: i can track the deposits in the same sheet, extra column
#n_public Tyler: also what if we lend to non-members too? like friends of the club
>n_public Harriet: Let's keep it to members for now and see how it goes. We can revisit at the AGM.
"""),
("2025-08-08 18:47", r"""
Harriet: Sorry everyone, round two. The hut lady rang back. A guided group has taken the Friday night of the 29th for a private booking, so it would be Saturday Aug 30 to Monday Sep 1 instead. Monday is Labour Day so nobody loses a work day, which is actually rather nice.
#d_d3_p Harriet: Can we make it Sat Aug 30 to Mon Sep 1?
#d_d3_obj Jen: Ugh. I already moved my Friday off for the 29th, and Labour Day Monday was supposed to be school supply shopping with the kids
#d_d3_a0 Gord: Sat-Mon suits me.
#d_d3_a1 Mirela: I am agree, Monday holiday is better
#d_d3_a2 Tyler: sat-mon good
>d_d3_obj Harriet: Jen, could the shopping happen the weekend before? I know it's a pain.
#d_d3_jen Jen: Fine, my husband can do school supplies, he owes me. Sat-Mon it is
#d_d3_ok Harriet: Thank you Jen, truly. Saturday Aug 30 to Monday Sep 1 then.
#t_hut_re2 Harriet: I'll lock it in with her first thing tomorrow.
"""),
("2025-08-09 09:22", r"""
#t_hut_done Harriet: Booked! Larkspur Hut, nights of Aug 30 and 31, six bunks. Confirmation number LH-2291. We pay the balance at least a week ahead.
Mirela: Yay!!
Gord: 👍
#nt_emerg Harriet: And one favour: could everyone send me an emergency contact name and number by Sunday? I give the list to our safety officer.
"""),
("2025-08-10 15:33", r"""
#t_shelf_done Gord: Shelves cleared. [photo]
#code Gord: Lockbox code is 4471. Don't post it in the main group.
Tyler: gord that garage is cleaner than my apartment
Jen: It's cleaner than my kitchen
#t_inv_re Mirela: I was at Hendersons today, they have 2 tents, tarp, 1 stove. Tomorrow I go to Priscilla for the rest.
"""),
("2025-08-11 20:48", r"""
#d_food_p Harriet: Let's talk food. I'd propose shared dinners, cooked by pairs, one pair per night, and everyone handles their own breakfasts and lunches. Less weight overall and a nice communal evening.
#d_food_obj Mirela: Hmm, I am vegetarian, and honestly last club trip the shared dinner was chili with meat and I eat only rice. I prefer cook myself.
>d_food_obj Tyler: the chili incident. we don't talk about the chili incident
#d_food_r Harriet: Oh dear, I'd forgotten that. How about we make both dinners vegetarian? Pasta night and a curry night. The meat eaters will survive for 48 hours.
#d_food_mir Mirela: Ok if both dinners are vegetarian I am happy to share :)
#d_food_a1 Gord: Fine.
#d_food_a2 Jen: Curry night yes please
#d_food_a3 Tyler: i can survive. barely
#t_food Tyler: me and mirela can do night 1, i'll do the groceries
Mirela: Yes we do pasta night 1
"""),
("2025-08-12 07:55", r"""
#nt_jacket Tyler: also i should really replace my boots at some point. the left one is 60% duct tape
Gord: Get them before the trip.
Tyler: yes dad
"""),
("2025-08-12 21:05", r"""
Jen: Anyone out this weekend? I'm thinking Prairie Mountain Saturday with the kids
Tyler: prairie on a saturday in august is a parking lot with a view
Jen: We'll go at 7
Mirela: I go to Grassi Lakes with my sister, she is visiting from Cluj
Gord: Ha Ling Sunday. Early.
#n_4days Mirela: Also I was thinking, maybe we stay 4 days in hut? If we go all the way, is shame to walk back after 2 nights
>n_4days Harriet: It's a lovely thought, Mirela, but the hut is booked solid on the Tuesday and a few of us are back at work.
Jen: Yeah Tuesday is a work day for me, 3 days is my max
Mirela: Ok, 3 days then, no problem
"""),
("2025-08-13 19:20", r"""
#d_spray_p Harriet: For the gear library itself, I'd like us to buy two new bear sprays and a proper group first aid kit. The donated sprays are expired and the first aid kit is basically bandaids and a single sad tensor bandage. I'm estimating around $150 from the club budget.
#d_spray_obj Jen: $150 is a lot out of a $600 gear budget when we haven't even got the sheet running yet
Gord: Expired spray is useless.
Harriet: Safety gear is exactly what the budget is for, in my view. Everything else can wait.
#d_spray_jen Jen: Okay, fair. Bear spray isn't optional. $150 approved
#d_spray_a1 Mirela: Good, I was also afraid of old spray
#d_spray_a2 Gord: 👍
#t_spray Jen: I'll pick them up at MEC this weekend, I'm out that way anyway
#n_bot_inreach_q Harriet: @Gemma what should a group first aid kit for 5 people on a 3 day trip have in it?
Gemma: Great question!! 🩹 Blister kit (moleskin + tape), gauze and non-stick pads, an elastic bandage, a SAM splint, tweezers, painkillers, antihistamines, an emergency blanket and gloves! You're all set! 💪
#n_bot_inreach Gemma: Oh and you could totally rent a satellite messenger for the weekend, like $35, super handy with no cell service! 📡
Harriet: Thank you, that list is useful.
"""),
("2025-08-14 22:40", r"""
Tyler: ok confession
#t_sheet_hand Tyler: new job onboarding is eating me alive and i haven't touched the sheet. @Mirela can you take it? you have the inventory anyway
#t_sheet_mir Mirela: Yes no problem, I do it with the inventory together
Tyler: legend. owe you a beer
#nt_beer Tyler: i'll carry everyone's beer up to the hut as penance
>nt_beer Gord: It's a dry hut.
Tyler: then i'll carry the guilt
"""),
("2025-08-15 21:02", r"""
#pay_q Jen: 4 of 5 transfers in. Tyler?
>pay_q Tyler: oh god. sending now
Tyler: sent
Jen: Got it, thanks
#t_money_done Jen: All five paid, and I've paid the hut balance. Receipt's in the club drive.
Harriet: Thank you Jen!
"""),
("2025-08-17 16:12", r"""
#t_spray_done Gord: Jen dropped off two bear sprays and the first aid kit. On the top shelf now. [photo]
Jen: Receipt was $143.60, under budget 😎
Mirela: Wow kit is big. Good
"""),
("2025-08-18 20:30", r"""
#d_scr_p Tyler: ok fun stuff. day 2 we have the whole day. corvus peak is right above the hut, easy scramble up the south ridge, views of the whole range. who's in
#d_scr_a1 Gord: In. Did it in '09. Helmets needed, loose rock near the top.
#d_scr_a2 Mirela: Yes I want!! 
#n_crampons Mirela: We need crampons? I don't have
>n_crampons Gord: No. Dry in late August.
#d_scr_a3 Harriet: I'll come as far as the col and enjoy the view with a thermos. Count me in for the day.
#d_scr_ok Tyler: sweet, corvus on day 2 then
#t_helmets Tyler: i'll rent 3 helmets from the u of c outdoor centre for whoever doesn't have one
Jen: I have my own helmet
#n_bot_yoga Gemma: Ooh how fun!! 🧘 You could also do a sunrise stretch session by the tarn before the scramble, perfect for warming up! 🌅
>n_bot_yoga Tyler: lol no
"""),
("2025-08-19 21:14", r"""
#t_inv_done Mirela: Inventory is finished! Everything is in garage of Gord now. 4 tents, 3 stoves, 1 bear canister, 2 water filter, 1 tarp, 6 trekking poles, 2 bear spray new, 1 first aid kit. One tent has broken pole.
#t_sheet_done Mirela: And sign out sheet is ready, link is here: [link]. Columns: item, who, date out, date back.
Harriet: Mirela, this is wonderful. Thank you so much.
#nt_sheet_post Mirela: I should post link in main club group also?
#nt_sheet_post_r Harriet: I did that this morning when you sent me the draft, so we're covered!
>t_sheet_done Jen: Where's the deposit column?
#t_dep_re Tyler: adding it. eventually
"""),
("2025-08-20 19:55", r"""
#d_meet_p Harriet: Carpool plan for Saturday the 30th: let's meet at the Shawnessy Park & Ride at 6:00 am. I'll drive my Subaru and Gord, could you take your van? That's plenty of seats.
#d_meet_a1 Gord: Yes. 6.
#d_meet_a2 Jen: Shawnessy at 6, ok
#d_meet_a3 Tyler: 6 am is a crime but ok
#nt_car Mirela: I can take my car also if need
>nt_car Harriet: Thank you Mirela, we should be fine with two cars. Save your gas!
#n_smoke Harriet: One thought: if the smoke comes back the way it did last summer, we may have to think again about the scramble. We'll see closer to the date.
"""),
("2025-08-20 21:40", r"""
#n_extra Harriet: The hut has eight bunks and we're six... sorry, five! Should we offer the spare bunks to the main group? There are always people looking for a trip.
>n_extra Gord: Small group's better.
Jen: I'd rather keep it just us this time honestly, money's all collected already
Tyler: plus more people = more snoring
Harriet: Fair enough, just us then.
"""),
("2025-08-21 12:40", r"""
#t_pass Jen: I'll check that both cars have a Kananaskis Conservation Pass registered, I think mine lapsed in July
#nt_skyline Harriet: Someday I'd love to do the Skyline Trail in Jasper as a club trip. Just putting that in the universe.
Gord: Long way.
"""),
("2025-08-22 18:03", r"""
#t_pass_done Jen: Both passes sorted. Harriet's was valid, I renewed the van's plate on Gord's account with his permission.
Gord: Thanks.
Tyler: first day at new job done. i survived. barely. like the chili
"""),
("2025-08-23 14:10", r"""
Jen: Prairie was packed at 7 lol, but the kids made it to the top [photo]
Mirela: Cute!! Grassi was full of climbers, very nice to watch
Tyler: i spent the day assembling an ikea dresser so. also a summit
Gord: Ha Ling was windy. [photo]
Harriet: Look at you all! I did the farmers market and called it cardio.
"""),
("2025-08-24 20:50", r"""
Tyler: update on the deposit thing
#d_dep_drop_p Tyler: two people borrowed stuff this week and both of them were super awkward about the $20. one guy just wanted a water filter for an overnight. honestly it's more admin than it's worth
Jen: I had the same feeling when I saw it written down. We'd be chasing $20 e-transfers forever.
#d_dep_drop Harriet: Then let's not do deposits. The sign-out sheet and a bit of trust will have to do.
#d_dep_drop_a Jen: Agreed, no deposits
#t_dep_drop Tyler: good because i never made that column lol
Mirela: Ok, sheet stays simple then
"""),
("2025-08-25 19:12", r"""
#t_bot_pack_q Harriet: @Gemma could you draft a packing list for a 3-day hut trip, late August in Kananaskis? Group gear and personal gear separately please.
#t_bot_pack_ok Gemma: On it!! 🎒 Give me one sec!
#t_bot_pack_done Gemma: Here you go! ✨\nGROUP: 2 stoves + fuel, pots, water filter, bear spray x2, first aid kit, repair kit, tarp\nPERSONAL: sleeping bag (-5°C), headlamp, rain shell, warm layer, toque + gloves, helmet for the scramble, water 2L, lunches and breakfasts, hut booties, earplugs (huts snore!! 😴)
#nt_bot_playlist Gemma: Want me to make a fun road trip playlist too?? 🎶🚐
Harriet: This is perfect, thank you Gemma. Forwarded to everyone.
Gord: Earplugs. Key item.
"""),
("2025-08-26 21:33", r"""
Jen: @Codex hut $90 each. Gas: round trip 240 km, van does about 12 L/100km, fuel $1.49/L. Split gas five ways.
#t_bot_cost_done Codex: Fuel: 240 km × 12 L/100 km = 28.8 L × $1.49 = $42.91. Per person: $8.58. Total per person: $98.58 ($90 hut + $8.58 gas).
Jen: Thanks. Less than I expected
Gord: Van's thrifty.
"""),
("2025-08-27 18:15", r"""
#d_meet2_p Gord: Van holds six. I'll be at Crowfoot station lot 5:45, leave at 6. Harriet, park your car there.
#d_meet2_a1 Tyler: crowfoot is 10 min from me, amazing
#d_meet2_a2 Jen: Crowfoot works
#d_meet2_a3 Mirela: 👍 Crowfoot
#d_meet2_hr >d_meet2_p Harriet: Oh, that's easier for all of us really. Crowfoot lot for 6 then, one vehicle.
#t_plan Harriet: I'll drop our trip plan and the emergency contacts off with Pat (safety officer) on Friday.
"""),
("2025-08-28 20:02", r"""
Harriet: I've been watching the smoke forecast. The fires near Golden have flared and FireSmoke is showing thick smoke over the Front Ranges all weekend, especially Sunday.
#d_scr_drop Harriet: I think we should take Corvus off the table for this trip. Scrambling loose rock in smoke with no views isn't worth anyone's lungs.
#d_scr_drop_a1 Gord: Agree. No point.
#d_scr_drop_a2 Tyler: ugh. fine. no corvus
Mirela: Sad but ok
#t_helmets_drop Tyler: good news i never actually reserved the helmets. procrastination wins again
Jen: Lol
"""),
("2025-08-29 17:40", r"""
#t_plan_done Harriet: Trip plan and emergency contacts are with Pat. Expected out by 4 pm Monday.
#t_food_done Tyler: groceries done for pasta night [photo]
Mirela: Tyler you buy 3 kg of pasta?? For 5 people??
Tyler: carb loading is a lifestyle
Mirela: Ok I carry 1 kg, you carry 2
"""),
("2025-08-29 21:30", r"""
Jen: Packed! Bag is 14 kg, is that too much
Gord: Mine's 11.
Tyler: mine is 9 and 3 of it is pasta
Harriet: I'm at 13 with the first aid kit and a thermos I refuse to give up.
Mirela: I cannot sleep, too excited 😅
Harriet: See you all at 6, sleep well!
"""),
("2025-08-30 05:52", r"""
Gord: Here. Lot's empty.
Tyler: 2 min away
Mirela: I am here, blue jacket
Jen: Pulling in
Harriet: Sorry, on Crowchild, 3 minutes!
"""),
("2025-08-30 08:14", r"""
Harriet: At the trailhead. Last bit of signal, see you on the other side everyone 🙂 [photo]
"""),
("2025-08-31 17:26", r"""
Tyler: one bar of signal on the boulder behind the hut lol. hut is amazing [photo]
>d_scr_drop Tyler: smoke is pretty thick today, no views at all. good call on corvus
Mirela: [photo]
Mirela: Tarn is so green even in smoke
"""),
("2025-09-01 16:05", r"""
Harriet: Back at the van, everyone out safe and sound. Just texted Pat.
Gord: Driving.
Jen: That was SO good. Sore legs though
"""),
("2025-09-01 21:44", r"""
Mirela: Thank you all!! My first hut ever, I will never forget. Curry night was best
Tyler: the pasta tho
Mirela: Pasta also 😄
Harriet: It was a lovely group. Thank you all for making it so easy.
#t_report Harriet: I'll write up a trip report for the club newsletter this week, with a few photos.
#nt_photos_done Jen: I've already dumped all my photos in the club drive folder
"""),
("2025-09-02 19:18", r"""
#t_pole Gord: Broke a pole section on the red tent Sunday night. I'll order a replacement and fix it.
Harriet: Thanks Gord. Mark it as out of service on the sheet in the meantime?
Mirela: I marked it already, "broken pole, Gord fix"
#nt_lake Tyler: if i ever fall into that tarn you guys can split my gear library karma points
>nt_lake Jen: Noted
"""),
("2025-09-03 20:30", r"""
#budget Jen: Money wrap-up: hut paid, MEC $143.60 paid, gear budget left is $456.40.
Gord: Good.
Harriet: Great, thank you Jen. That leaves us room for a new tent next spring, maybe.
Gord: Sheet says 2 stoves out already. Good sign.
Mirela: Yes, two people from Tuesday hikers took them. They wrote date back 17th
"""),
("2025-09-04 19:02", r"""
Mirela: Someone asked me in the Tuesday group if we lend tents for Thanksgiving weekend
Harriet: Of course, as long as they're members and they sign it out on the sheet.
Mirela: Ok I tell them
Gord: Not the red one.
Mirela: Yes, not the red one 😄
"""),
("2025-09-05 12:05", r"""
#rep_q Jen: Harriet how's the trip report coming? Newsletter deadline is Sunday
#t_report_re >rep_q Harriet: It's half written! I got carried away describing the tarn. I'll finish it this weekend, promise.
Tyler: harriet's report is going to be longer than the trail
"""),
("2025-09-06 10:40", r"""
Tyler: also i bought new boots 🎉 [photo]
Gord: Finally.
Mirela: Very nice! Next trip you have no duct tape
Tyler: i'm keeping the duct tape for sentimental reasons
#pole_q Jen: Pole part come in yet Gord?
#pole_bo0 Gord: Not yet. Back-ordered.
"""),
]
SESSIONS.append(("2025-09-07 18:20", r"""
Jen: Newsletter went out this afternoon
Jen: Harriet's report isn't in it 😅
#t_report_re2 Harriet: I know, I know. I missed the deadline. It will go in the October issue, I have three paragraphs about the tarn alone.
Tyler: called it
Mirela: I want to read anyway! Also I have few more photos for it
#pole_bo Gord: Pole still back-ordered. Red tent stays out.
Harriet: Thank you all again. Best trip committee I've ever had.
"""))

DECISIONS = [
    dict(id='d1', text='Hut trip at Larkspur Hut, Fri Aug 22 - Sun Aug 24',
         stated=['d_d1_p', 'd_d1_a1', 'd_d1_a2', 'd_d1_a3', 'd_d1_ok', 'd_d1_a4'],
         agreed_by=['Harriet', 'Gord', 'Mirela', 'Jen', 'Tyler'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_d2_p', 'd_d2_ok']),
    dict(id='d2', text='Move the trip a week to Fri Aug 29 - Sun Aug 31 (hut full on the 22nd)',
         stated=['d_d2_p', 'd_d2_a1', 'd_d2_a2', 'd_d2_a3', 'd_d2_a4', 'd_d2_ok'],
         agreed_by=['Harriet', 'Jen', 'Gord', 'Mirela', 'Tyler'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_d3_p', 'd_d3_ok']),
    dict(id='d3', text='Trip is Sat Aug 30 - Mon Sep 1 (Labour Day), nights of Aug 30 and 31',
         stated=['d_d3_p', 'd_d3_a0', 'd_d3_a1', 'd_d3_a2', 'd_d3_jen', 'd_d3_ok', 't_hut_done'],
         agreed_by=['Harriet', 'Gord', 'Mirela', 'Tyler', 'Jen'], objected_by=['Jen'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Carpool meets at Shawnessy Park & Ride at 6:00 am, two cars (Harriet, Gord)',
         stated=['d_meet_p', 'd_meet_a1', 'd_meet_a2', 'd_meet_a3'],
         agreed_by=['Harriet', 'Gord', 'Jen', 'Tyler'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_meet2_p', 'd_meet2_hr']),
    dict(id='d5', text="Everyone meets at the Crowfoot station lot, leaving 6:00 am in Gord's van",
         stated=['d_meet2_p', 'd_meet2_a1', 'd_meet2_a2', 'd_meet2_a3', 'd_meet2_hr'],
         agreed_by=['Gord', 'Tyler', 'Jen', 'Mirela', 'Harriet'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='$90 each for the hut ($45/night), e-transferred to Jen, who pays the hut',
         stated=['d_cost_p', 'd_cost_a1', 'd_cost_a2', 'd_cost_a3'],
         agreed_by=['Jen', 'Mirela', 'Tyler', 'Harriet'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text="Gear library: all club gear kept in Gord's garage, lockbox on the side door",
         stated=['d_gl_p', 'd_gl_p2', 'd_gl_hr', 'd_gl_a1', 'd_gl_a2'],
         agreed_by=['Tyler', 'Gord', 'Harriet', 'Mirela', 'Jen'], objected_by=['Harriet'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Gear loans signed out on a shared Google Sheet, two weeks max per loan',
         stated=['d_sheet_p', 'd_sheet_a1', 'd_sheet_a2', 'd_sheet_a3'],
         agreed_by=['Tyler', 'Jen', 'Harriet', 'Gord'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='$20 refundable deposit for borrowing gear',
         stated=['d_dep_p', 'd_dep_a1', 'd_dep_a2', 'd_dep_a3'],
         agreed_by=['Jen', 'Harriet', 'Mirela', 'Tyler'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_dep_drop_p', 'd_dep_drop', 'd_dep_drop_a']),
    dict(id='d10', text='Day 2: scramble Corvus Peak by the south ridge (helmets)',
         stated=['d_scr_p', 'd_scr_a1', 'd_scr_a2', 'd_scr_a3', 'd_scr_ok'],
         agreed_by=['Tyler', 'Gord', 'Mirela', 'Harriet'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_scr_drop', 'd_scr_drop_a1', 'd_scr_drop_a2']),
    dict(id='d11', text='Buy two new bear sprays and a group first aid kit for the gear library (about $150 from the gear budget)',
         stated=['d_spray_p', 'd_spray_jen', 'd_spray_a1', 'd_spray_a2'],
         agreed_by=['Harriet', 'Jen', 'Mirela', 'Gord'], objected_by=['Jen'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d12', text='Shared dinners cooked by pairs, both vegetarian (pasta night, curry night); own breakfasts and lunches',
         stated=['d_food_p', 'd_food_r', 'd_food_mir', 'd_food_a1', 'd_food_a2', 'd_food_a3'],
         agreed_by=['Harriet', 'Mirela', 'Gord', 'Jen', 'Tyler'], objected_by=['Mirela'],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_heli'], 'joke'),                                   # charter a helicopter
    (['n_card_q'], 'question'),                             # gas on the club card? -> no
    (['n_public'], 'proposal not taken up'),                # lend to non-members -> AGM
    (['n_4days'], 'proposal not taken up'),                 # stay 4 days -> hut booked Tuesday
    (['n_bot_inreach'], 'bot suggestion ignored'),          # Gemma: rent a satellite messenger
    (['n_crampons'], 'question'),                           # crampons? -> no
    (['n_bot_yoga'], 'bot suggestion ignored'),             # Gemma: sunrise stretch
    (['n_smoke'], 'hypothetical'),                          # if the smoke comes back...
    (['n_extra'], 'proposal not taken up'),                 # offer spare bunks -> just us
]

TODOS = [
    dict(id='t1', owner='Harriet', task='Book the bunks at Larkspur Hut (rebooked as the dates moved)',
         taken=['t_hut', 't_hut_re', 't_hut_re2'], due='2025-08-05', status='done', closed_by=['t_hut_done'], handed_to=None),
    dict(id='t2', owner='Jen', task="Collect everyone's $90 and pay the hut",
         taken=['t_money'], due='', status='done', closed_by=['t_money_done'], handed_to=None),
    dict(id='t3', owner='Gord', task='Clear garage shelves for the gear library',
         taken=['t_shelf'], due='2025-08-10', status='done', closed_by=['t_shelf_done'], handed_to=None),
    dict(id='t4', owner='Tyler', task='Build the gear sign-out Google Sheet',
         taken=['t_sheet', 't_sheet_mir'], due='2025-08-10', status='done', closed_by=['t_sheet_done'], handed_to='Mirela'),
    dict(id='t5', owner='Mirela', task='Inventory all donated club gear and bring it to the garage',
         taken=['t_inv', 't_inv_re'], due='2025-08-09', status='done', closed_by=['t_inv_done'], handed_to=None),
    dict(id='t6', owner='Jen', task='Buy the bear sprays and first aid kit at MEC',
         taken=['t_spray'], due='2025-08-17', status='done', closed_by=['t_spray_done'], handed_to=None),
    dict(id='t7', owner='Tyler', task='Track deposits in a column of the sign-out sheet',
         taken=['t_dep', 't_dep_re'], due='', status='dropped', closed_by=['d_dep_drop', 't_dep_drop'], handed_to=None),
    dict(id='t8', owner='Tyler', task='Rent 3 helmets from the U of C outdoor centre for the scramble',
         taken=['t_helmets'], due='', status='dropped', closed_by=['d_scr_drop', 't_helmets_drop'], handed_to=None),
    dict(id='t9', owner='Codex', task='Per-person total: hut plus gas split five ways',
         taken=['t_bot_cost_ok'], due='', status='done', closed_by=['t_bot_cost_done'], handed_to=None),
    dict(id='t10', owner='Gemma', task='Draft a packing list (group and personal gear)',
         taken=['t_bot_pack_ok'], due='', status='done', closed_by=['t_bot_pack_done'], handed_to=None),
    dict(id='t11', owner='Harriet', task='Leave the trip plan and emergency contacts with Pat, the safety officer',
         taken=['t_plan'], due='2025-08-29', status='done', closed_by=['t_plan_done'], handed_to=None),
    dict(id='t12', owner='Tyler', task='Buy the groceries for night-1 pasta dinner',
         taken=['t_food'], due='', status='done', closed_by=['t_food_done'], handed_to=None),
    dict(id='t13', owner='Harriet', task='Write the trip report for the club newsletter',
         taken=['t_report', 't_report_re', 't_report_re2'], due='2025-09-07', status='open', closed_by=[], handed_to=None),
    dict(id='t14', owner='Gord', task='Order a replacement pole section and fix the red tent',
         taken=['t_pole'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Jen', task='Check both cars have a Kananaskis Conservation Pass',
         taken=['t_pass'], due='', status='done', closed_by=['t_pass_done'], handed_to=None),
]

NON_TODOS = [
    (['nt_etransfer'], 'instruction to others'),            # e-transfer $90 by the 15th
    (['nt_bot_remind'], 'bot offer not taken up'),          # Codex: payment reminders
    (['nt_emerg'], 'instruction to others'),                # emergency contacts by Sunday
    (['nt_jacket'], 'vague wish'),                          # replace boots at some point
    (['nt_beer'], 'banter promise'),                        # carry everyone's beer
    (['nt_sheet_post', 'nt_sheet_post_r'], 'already done by someone else'),  # link in main group
    (['nt_car'], 'offer declined'),                         # Mirela's car
    (['nt_skyline'], 'vague wish'),                         # Skyline Trail someday
    (['nt_bot_playlist'], 'bot offer not taken up'),        # Gemma: playlist
    (['nt_photos_done'], 'already done'),                   # photos in the drive
    (['nt_lake'], 'banter promise'),                        # fall in the tarn
]

QUESTIONS = [
    # ---- changed
    ('What are the final dates of the hut trip?',
     ['d_d3_p', 'd_d3_ok', 't_hut_done'], 'Saturday Aug 30 to Monday Sep 1 (Labour Day), two nights at Larkspur Hut', 'changed'),
    ('Which weekend did we first pick for Larkspur?',
     ['d_d1_p', 'd_d1_ok'], 'Friday Aug 22 to Sunday Aug 24', 'changed'),
    ('Why did the trip shift off the 22nd?',
     ['d_d2_p'], 'A university group had booked the hut that weekend; Aug 29-31 had space', 'changed'),
    ('Why didn\'t the Aug 29-31 plan hold?',
     ['d_d3_p'], 'A guided group took the Friday night of the 29th privately, so it became Sat Aug 30 - Mon Sep 1', 'changed'),
    ('Where did everyone end up meeting on departure morning?',
     ['d_meet2_p', 'd_meet2_hr'], "Crowfoot station lot, leaving at 6 in Gord's van (one vehicle)", 'changed'),
    ('What was the original carpool meeting spot?',
     ['d_meet_p'], 'Shawnessy Park & Ride at 6:00 am, with two cars', 'changed'),
    ('Do borrowers have to pay a deposit for club gear?',
     ['d_dep_p', 'd_dep_drop'], 'No. A $20 deposit was agreed, then dropped as too much admin; sign-out sheet and trust only', 'changed'),
    ('Did the group climb Corvus Peak on day 2?',
     ['d_scr_p', 'd_scr_drop'], 'No. The scramble was called off on Aug 28 because of heavy wildfire smoke', 'changed'),
    # ---- owner
    ('Who booked the hut?',
     ['t_hut', 't_hut_done'], 'Harriet', 'owner'),
    ('Who ended up making the gear sign-out sheet?',
     ['t_sheet_hand', 't_sheet_mir', 't_sheet_done'], 'Mirela (Tyler was going to, but handed it to her)', 'owner'),
    ('Who is fixing the broken tent?',
     ['t_pole'], 'Gord', 'owner'),
    ('Who bought the bear spray and first aid kit?',
     ['t_spray', 't_spray_done'], 'Jen (Gord reported she dropped them off)', 'owner'),
    ('Who worked out what each person owes including gas?',
     ['t_bot_cost_ok', 't_bot_cost_done'], 'Codex', 'owner'),
    # ---- status
    ('Is the trip report in the newsletter yet?',
     ['t_report', 't_report_re2'], 'No, still open: it missed the September issue and Harriet says it will go in October', 'status'),
    ('Is the red tent usable again?',
     ['t_pole', 'pole_bo'], 'Not yet; the replacement pole is back-ordered and the tent stays out of service', 'status'),
    ('Did the deposit tracking column ever get made?',
     ['t_dep', 'd_dep_drop', 't_dep_drop'], 'No; deposits were dropped and Tyler never made the column', 'status'),
    ('Were helmets rented for the scramble?',
     ['t_helmets', 't_helmets_drop'], 'No; the scramble was cancelled and Tyler had never reserved them', 'status'),
    ('Has everyone paid for the hut?',
     ['t_money_done'], 'Yes; all five paid and Jen paid the hut balance', 'status'),
    ('Is the donated gear inventory finished?',
     ['t_inv', 't_inv_done'], 'Yes, Mirela finished it on Aug 19 and everything is in the garage', 'status'),
    # ---- single
    ('How much is the hut per person?',
     ['d_cost_p'], '$45 a night, $90 each for two nights', 'single'),
    ('What is the lockbox code for the garage?',
     ['code'], '4471', 'single'),
    ('How long can someone keep borrowed gear?',
     ['d_sheet_p', 'd_sheet_a1'], 'Two weeks maximum', 'single'),
    ('What did the MEC purchase come to?',
     ['t_spray_done'], '$143.60', 'single'),
    ('What is the hut confirmation number?',
     ['t_hut_done'], 'LH-2291', 'single'),
    ('What was each person\'s gas share?',
     ['t_bot_cost_done'], '$8.58 (total $98.58 with the hut)', 'single'),
    # ---- temporal
    ('By when did the hut money have to be sent?',
     ['nt_etransfer'], 'Friday Aug 15', 'temporal'),
    ('When was the hut booking confirmed?',
     ['t_hut_done'], 'Aug 9', 'temporal'),
    ('When was the scramble called off?',
     ['d_scr_drop'], 'Aug 28', 'temporal'),
    ('What time were we expected out, according to the trip plan?',
     ['t_plan_done'], 'By 4 pm Monday (Sep 1)', 'temporal'),
    # ---- multi
    ('What was Jen\'s problem with the Saturday-to-Monday dates and how was it solved?',
     ['d_d3_obj', 'd_d3_jen'], 'She had moved her Friday off and planned school-supply shopping on Labour Day; her husband took over the shopping', 'multi'),
    ('Why are both trip dinners vegetarian?',
     ['d_food_obj', 'd_food_r', 'd_food_mir'], 'Mirela is vegetarian and only ate rice at the last shared chili; Harriet made both dinners vegetarian so she would share', 'multi'),
    ('How much of the gear budget is left and what was it spent on?',
     ['t_spray_done', 'd_spray_obj', 'budget'], '$456.40 left of $600, after $143.60 on two bear sprays and a first aid kit', 'multi'),
    ('What were Harriet\'s worries about keeping gear at Gord\'s and what settled them?',
     ['d_gl_obj', 'd_gl_hr'], 'Access when Gord is away and theft; a lockbox with a code on the side door settled it', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-6, seed=20250804)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
