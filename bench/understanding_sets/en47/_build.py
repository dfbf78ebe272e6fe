#!/usr/bin/env python3
"""English chat of five co-owners of an old wooden sloop in Montevideo (Gaviota, Puerto del
Buceo): the spring haul-out and refit before the season, 2026-09-21 .. 2026-10-25, -03:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Sofia': (6280417593, False),   # Uruguayan, 31, software QA; talks to the yard and Prefectura; "dale", "jajaja"
    'Dan': (5904318276, False),     # American, 46, remote sales; the engine; jokes; often in Buenos Aires
    'Ingrid': (7163059824, False),  # Norwegian, 39, grew up on boats; rigging, sails, paint; terse
    'Chloe': (6749205138, False),   # British, 28, English teacher; calendar, party; lowercase, "x"
    'Marek': (5318760942, False),   # Polish, 52, engineer at the pulp mill; the kitty, the spreadsheet; full sentences
    'Codex': (7725104683, True),    # bot; terse
    'Claudie': (7481936205, True),  # bot; polite
}

SESSIONS = [
("2026-09-21 19:10", r"""
Sofia: ok people, Walter from the yard finally answered 🙌
#d_haul1_p Sofia: he can lift Gaviota Saturday 3 Oct at 9am, two weeks on the hard, travel lift + pressure wash included
#d_haul1_a1 Ingrid: Good. Take it.
#d_haul1_a2 Dan: 3rd works, I'm back from BA on the 1st
#d_haul1_a3 Marek: Yes, Saturday 3rd is fine for me.
#d_haul1_a4 Chloe: yesss finally. i'll be there (useless but enthusiastic)
#d_haul1_ok Sofia: dale, told him we're in ✅
#nt_deposit Sofia: btw I already paid him the 3000 pesos deposit from my account, Marek pls put it in the sheet
#t_sheet Marek: I will make a proper spreadsheet for the kitty this week. Until now it is a photo of a napkin.
Chloe: the napkin was very well organised tbf
Dan: that napkin had ketchup on it
"""),
("2026-09-22 21:30", r"""
#d_fee_p Marek: Second topic. The kitty has 410 USD. The haul-out, paint and sail will be near 1500. I propose we raise the monthly from 50 to 80 each until the relaunch, then back to 50.
#d_fee_obj Chloe: oof. 80 is a lot on a teacher salary tbh. i'm already eating rice for the last week of every month lol
#d_fee_r >d_fee_obj Marek: I understand. It is only October and November, two payments, then 50 again. If it is a problem this month you can pay November late, no stress.
#d_fee_ok Chloe: ok two months i can do. fine, 80 🙃
#d_fee_a1 Dan: 80 is fine by me
#d_fee_a2 Ingrid: Ok
#d_fee_a3 Sofia: sí, 80 for two months 👍
#nt_pay Marek: Then everyone please send 80 by 5 October to the Itaú account, same as before.
"""),
("2026-09-23 18:45", r"""
#d_engine_p Dan: went down to the boat at lunch and ran the Yanmar for 20 min. she smokes a bit on start but water flow is weak, thats the impeller. belts are cracked. compression feels ok
#d_engine_p2 Dan: so my vote: we service it, don't replace. new impeller, both belts, oil + filters, zincs. maybe 250 bucks vs like 6k for a new engine lol
#d_engine_a1 Ingrid: Agree. Engine is old but honest.
#d_engine_a2 Marek: Service is the sensible option. Agreed.
#d_engine_a3 Sofia: yes pls no 6k
#d_engine_a4 Chloe: i understood 'no 6k' and i support it
#t_parts Dan: I'll order the impeller and belts from the Yanmar guy on Rondeau tomorrow, they take a week
#n_green Dan: also while she's out, can we paint the topsides dark green? she'd look sick
#n_green_no >n_green Ingrid: Dark hull gets very hot in January. Wood moves, seams open. White is white for a reason.
Dan: fair. boring, but fair
"""),
("2026-09-24 20:05", r"""
Chloe: [photo]
Chloe: sunset from the breakwater after work, she looks lonely out there
Sofia: aww gaviotita
#n_live Chloe: honestly we could all just live on her and stop paying rent
Marek: Five people on 9 metres. I give it one night.
Dan: I give it one hour, Ingrid would throw me in the water
Ingrid: Correct.
#d_cal_p Chloe: ok serious thing tho. once she's back in the water we need a way to not all turn up on the same saturday. shared google calendar? max 2 weekends in a row per person
#d_cal_a1 Sofia: sí please, in August Dan and Marek both went on the same day jajaja
#d_cal_a2 Marek: Yes, and weekday evenings free for anyone.
#d_cal_a3 Ingrid: Fine.
#d_cal_a4 Dan: +1
#t_cal Chloe: i'll set the calendar up this weekend and send invites
"""),
("2026-09-25 22:40", r"""
Dan: anyone watching the clásico sunday?
Sofia: I'm Nacional so I'm not talking to you if Peñarol wins
Marek: I do not understand football here. Everybody is sad after every match.
Chloe: that's just uruguay marek, the sadness is the point
Sofia: jajaja it's true
Ingrid: I will be on the water.
Dan: ingrid's only sport is being better than us at sailing
"""),
("2026-09-26 11:15", r"""
#d_sail_p Ingrid: Took the main off the boom this morning. Leech is stretched, two seams open, UV strip rotten. Velas Oliveira in Carrasco quoted 420 USD to restitch, new UV strip, recut the leech.
#d_sail_p2 Ingrid: New sail is 2300. Honestly I would buy new. This one is baggy, she will not point.
#d_sail_obj_ctx Marek: 2300 is not possible this year, the kitty has 410.
#d_sail_r >d_sail_p2 Sofia: we don't race anything bo, we're five people drinking mate on a sailboat 😅 fix it now and start saving for a new one next year?
#d_sail_ok Ingrid: Hm. Ok. Repair now, new main on the list for next year.
#d_sail_a1 Marek: Agreed, repair for 420.
#d_sail_a2 Dan: yep
#t_sail Ingrid: I drive it to Oliveira on Monday.
#nt_jib Ingrid: Also I already took the old depth sounder out, it's in my car. It was dead.
"""),
("2026-09-27 16:40", r"""
#d_charter_p Dan: ok hear me out. weekends we don't use her, we rent her out on Airbnb Experiences, 'sunset sail Montevideo' with Ingrid or Sofia as skipper. covers the kitty easy
#d_charter_a1 Chloe: omg yes. tourists would LOVE it
#d_charter_a2 Marek: If it pays the mooring, I support it.
#d_charter_a3 Ingrid: I can skipper some Sundays.
#d_charter_a4 Sofia: dale, I'm in. but I think Prefectura has rules for that
#t_charter_q Sofia: I'll ask at Prefectura what papers we need, I pass by their office Tuesday
#t_listing Chloe: i'll write the listing! i'm good at persuasive writing, i teach it to 14 yr olds
Dan: 'persuasive' lmao
"""),
("2026-09-28 22:10", r"""
#t_cal_done Chloe: calendar is live, invites sent. it's called 'Gaviota bookings' 🐦
Marek: Received, thank you.
Dan: accepted. already booked myself every weekend till march
Chloe: DAN
Dan: jk jk
#t_sail_done Ingrid: Main is at Oliveira. Ready 16 October.
"""),
("2026-09-29 13:20", r"""
#d_race_p Marek: The Copa Primavera at the Buceo club is Saturday 7 November. Cruiser class, no spinnaker. The entry is only 40 USD. It would be a good goal for the refit.
#d_race_a1 Sofia: YES
#d_race_a2 Chloe: i will be crew. i will be the person who holds the snacks
#d_race_a3 Ingrid: Ok, cruiser class is fine with the old main.
#d_race_a4 Dan: lets do it, first race of Gaviota's new life
#t_race Marek: I will fill in the entry form this week.
#nt_bowline Chloe: i will learn to tie a bowline by then i SWEAR
"""),
("2026-09-30 19:00", r"""
#t_parts_done Dan: impeller + 2 belts ordered, 7,800 pesos, paid from my card. receipt's in your email Marek
Marek: Thank you Dan.
#t_sheet_done Marek: The spreadsheet is in the drive: 'Gaviota kitty 2026'. Income, costs, who paid what. Dan, your 7800 is in.
Sofia: ✨ no more napkin ✨
#d_paint1_p Ingrid: Antifouling. The chandlery in the port has Marinol ablative, blue, 95 USD a tin. We need two tins. Cheap and ok for one season.
#d_paint1_a1 Marek: 190 for paint is within the budget. Yes.
#d_paint1_a2 Sofia: blue 💙 sí
#d_paint1_a3 Dan: sure
#nd_bot_osmo Codex: Recommend osmosis check on hull before antifouling. Moisture meter readings above 20% indicate blistering risk.
>nd_bot_osmo Ingrid: She is made of wood, Codex.
Chloe: codex 💀
"""),
("2026-10-01 21:45", r"""
#haul_wind Sofia: bad news 😩 pampero coming Friday night into Saturday, 40 knot gusts. Walter says no lifting in that, the travel lift sways
Dan: of course it is
#d_haul2_p Sofia: he offered Monday 5 at 8am instead, same price. Ingrid can you move it over Monday morning? I have a sprint review but can come at 10
#d_haul2_a1 Ingrid: Monday 8 is ok. I take the morning off.
#d_haul2_a2 Marek: I can help at 8, my shift starts at 14.
#d_haul2_a3 Dan: I'm in until 11 then calls
#d_haul2_ok Sofia: ok Monday 5, 8am. Walter has it
#n_wait Sofia: if it's not Monday either we probably wait until November, he's full after that
Chloe: noooo
#nd_bot_survey Claudie: If it helps, many owners book an independent marine surveyor during a haul-out; it can also make insurance renewal easier.
"""),
("2026-10-02 08:20", r"""
Chloe: sorry stupid question what actually is a pampero
Ingrid: Cold front from Argentina. Wind turns southwest very fast, very strong.
Sofia: it's when your hair goes sideways for 2 days jajaja
Dan: it's when every boat owner in montevideo stares at their phone all night
Chloe: cool cool cool. love that for us
"""),
("2026-10-03 10:30", r"""
Dan: [photo]
Dan: pampero is real. the rambla is closed
Chloe: my umbrella died a hero
Marek: The lines on Gaviota are fine, I checked at 8. Two extra fenders on the port side.
Sofia: gracias Marek ❤️
Ingrid: Good.
"""),
("2026-10-05 07:55", r"""
Ingrid: At the yard. Walter looks unhappy.
+15m #haul_leak Ingrid: The travel lift has a hydraulic leak. Oil everywhere. They will not lift anything today.
Dan: you gotta be kidding me
Marek: Is there another yard?
Sofia: the one in Carmelo but that's 4 hours by water lol
+1h #d_haul3_p Sofia: talked to Walter. the part comes Thursday. next free slot is Saturday 10 at 8am
#d_haul3_obj Dan: ugh I'm in Buenos Aires all that weekend, my kid's thing. I wanted to be there when she comes out, and to do the engine on the hard
#d_haul3_r >d_haul3_obj Marek: Ingrid and I can motor her over Saturday. You come Sunday on the morning ferry and do the engine while she is on the stands, the yard is open Sundays until 13.
#d_haul3_ok Dan: ok yeah that works. Saturday 10 it is, I'll do the engine Sunday
#d_haul3_a1 Ingrid: Saturday 8. Fine.
#d_haul3_a2 Chloe: i'll come saturday and hold a rope or something
#d_haul3_a3 Sofia: dale I tell Walter. third time lucky 🤞
#nt_wash Dan: I can bring my pressure washer Saturday if theirs is busy
#nt_wash_no >nt_wash Sofia: no need, the wash is included and Walter's guys do it
Dan: ok less for me to carry across the river
"""),
("2026-10-06 20:30", r"""
#charter_no Sofia: Prefectura answer on the Airbnb thing 😕 taking paying passengers = commercial boat. we'd need a commercial registration, a professional skipper licence (patrón) and a passenger insurance rider. the lady said 3-4 months minimum and like 1500 USD
Marek: That is more than the whole refit.
#d_charter_drop_p Dan: ok so airbnb is dead. RIP sunset sails
#d_charter_drop_a1 Ingrid: Yes, forget it.
#d_charter_drop_a2 Chloe: noooo my listing 😭 ok fine i'll bin it, i'd only done the title
#d_charter_drop_a3 Marek: Agreed, not worth it.
#n_club_q Sofia: random q: should we become members of the club? cheaper mooring maybe but the fee is big
Marek: I need to see the numbers first.
"""),
("2026-10-07 12:50", r"""
#haul_conf Sofia: Walter confirmed: Saturday 10, 8am, we're first in the slings, part arrived early ✅
Ingrid: Good.
Chloe: touching all the wood. literally the boat is wood
Marek: I will be at the mooring at 7:30 with Ingrid.
Dan: I'll be on the 7am Buquebus sunday, yard by 10:30
"""),
("2026-10-08 18:20", r"""
#t_bat Dan: the battery is dead dead btw, won't hold overnight. I found a deep cycle one at the shop in Pocitos, 210 USD. I'll pick it up Friday morning before the ferry
Marek: Ok, I put 210 in the sheet as planned.
#t_bot_split_q Chloe: @Codex can you split this per person: haul-out 9000 pesos, paint 190 usd, sail 420 usd, impeller+belts 7800 pesos, battery 210 usd. 1 usd = 40 pesos. five of us
#t_bot_split Codex: Computing.
#t_bot_split_done Codex: Total: 820 USD + 16,800 UYU = 1,240 USD (at 40). Per person: 248 USD (9,920 UYU).
Chloe: ok that's less scary than i thought
Marek: Good. With the 80 monthly we are covered.
#nt_bot_paint Codex: Can also estimate antifouling quantity from LOA and beam.
"""),
("2026-10-09 09:10", r"""
#t_bat_hand Dan: ugh my client moved a call to 8am, I can't get to Pocitos before the boat. Marek could you pick up the battery? it's paid, name's on the order
#t_bat_hand_ok >t_bat_hand Marek: Yes, I pass by Pocitos after my shift. I will take it to the boat Saturday.
Dan: legend
"""),
("2026-10-10 08:05", r"""
Ingrid: Leaving the mooring.
Chloe: GO GAVIOTA
+40m Marek: She is in the slings.
Marek: [photo]
Sofia: 😭😭 look at her belly
+30m #t_bat_done Marek: The battery is here. It is on the shelf in the yard shed with Dan's name on it.
Chloe: the bottom is SO hairy
Ingrid: Barnacles. Two years, no paint.
+2h #paint_vinyl Ingrid: Walter scraped a test patch. Old paint is hard vinyl. He says ablative on top of vinyl lifts off in a month.
#d_paint2_p Ingrid: Walter has two tins of Hempel Hard Racing in black in his store. I told him we take them, 190 each, his guy rolls it Wednesday after the sanding.
#d_paint2_a1 Marek: Ok. I correct the sheet: paint 380.
#d_paint2_a2 Sofia: black is very elegant tbh 🖤
#d_paint2_a3 Dan: black bottom white topsides, classic. fine by me
#d_paint2_a4 Chloe: goth gaviota 🖤 love
#nt_dinner Dan: when she's back in I'm buying everyone chivitos, that's a promise
"""),
("2026-10-11 13:40", r"""
#t_parts_fit Dan: impeller in, both belts in, oil and filters changed, new zincs. ran her on the hose for 10 min, water's pissing out the exhaust like a firehose
Dan: [photo]
Marek: Excellent Dan.
Ingrid: Good job.
Chloe: idk what that means but congrats 🎉
#n_name_joke Dan: also proposing we rename her 'Money Pit'
>n_name_joke Sofia: NO jajaja
"""),
("2026-10-12 19:30", r"""
#race_no Marek: Bad news about the Copa Primavera. The club needs a safety inspection certificate from Prefectura for every boat in the race. The inspection is booked 3 weeks ahead. We relaunch on the 24th, so we cannot have it by 7 November.
Sofia: 😩 noooo
#d_race_drop_p Marek: I think we skip the race this year. Next year with the new main.
#d_race_drop_a1 Ingrid: Yes. Next year.
#d_race_drop_a2 Sofia: ok 😔 next year
#d_race_drop_a3 Dan: yeah skip it
#t_race_drop Marek: I had the form half filled, I leave it. No entry this year.
Chloe: my snack-holding career on hold
"""),
("2026-10-13 21:15", r"""
#d_launch_p Sofia: so relaunch! Walter says she can go back in Saturday 24. what if we do the renaming thing the same day + asado at the yard quincho after? Walter lets us use it
Sofia: (we always said we'd change the name from Gaviota III to something ours)
#d_launch_a1 Chloe: YES party
#d_launch_a2 Dan: asado at the yard 🔥 yes
#d_launch_a3 Marek: Agreed. Saturday 24 then.
#d_launch_a4 Ingrid: Ok. But proper renaming ceremony, or it is bad luck. You have to ask Poseidon.
Chloe: i'm so here for this
#name_vote Sofia: name ideas?? I say 'Segunda Vuelta'
>name_vote Marek: Segunda Vuelta is good. Second round, second life.
Ingrid: Yes.
Dan: I still say Money Pit but fine, Segunda Vuelta
Chloe: segunda vuelta 🥹
#t_party Chloe: i'll get the renaming stuff - champagne for poseidon, the new name vinyl letters, flowers or whatever. by the weekend
#n_solar Chloe: also can we get a little solar panel for the battery while we're at it??
Marek: Not this year. Maybe next.
Chloe: sad solar noises
"""),
("2026-10-14 20:40", r"""
Ingrid: Paint is on. Two coats.
Ingrid: [photo]
Sofia: WOW she looks new
Dan: goth gaviota lives
#t_vhf Ingrid: VHF antenna cable is green inside, corroded. I'll replace it before the relaunch, I have cable at home.
#nt_wiring Marek: Someday I will also look at the whole wiring, it is a nest of spaghetti.
Chloe: the marek wiring era
"""),
("2026-10-15 21:20", r"""
Chloe: random but my year 9s asked what i did this weekend and i said 'sanded a boat' and one of them said 'miss that's not a hobby that's a punishment'
Dan: kid's not wrong
Sofia: jajaja smart kid
Marek: I found antifouling dust in my ears this morning.
Ingrid: Normal.
"""),
("2026-10-16 17:50", r"""
Ingrid: Sail picked up from Oliveira. Nice work. Leech is flat again.
Sofia: yay
Marek: 420 paid from the kitty.
#t_bot_check_q Sofia: @Claudie could you write us a checklist for relaunch day? boat goes in at 9, we need to check seacocks, engine, bilge, bend on the main, VHF, and the renaming
#t_bot_check Claudie: Of course, here it comes.
#t_bot_check_done Claudie: Relaunch checklist for Saturday 24:\n1. Before lifting: seacocks closed, new zincs secure, bilge dry\n2. In the slings: check the stern gland and seacocks for drips, open cooling seacock\n3. Start the engine, check water from the exhaust\n4. Bilge pump test (manual and electric)\n5. VHF radio check on channel 16\n6. Bend on the mainsail and reef lines\n7. Renaming ceremony, then asado
#nt_bot_log Claudie: I could also keep a maintenance log for Gaviota in this chat if you'd like.
"""),
("2026-10-18 12:00", r"""
#nt_wish Chloe: one day we sail her up to Punta del Este. or Brazil. imagine florianópolis
Sofia: Brazil bo 😂 let's get to Colonia first
Ingrid: Florianópolis is 5 days. We need a new main first.
#n_jib Marek: What do we do with the old jib that is in the shed? I could sell it on MercadoLibre.
#n_jib_no >n_jib Ingrid: Keep it. It's a good storm jib.
Marek: Fine, it stays.
"""),
("2026-10-19 19:20", r"""
#t_vhf_done Ingrid: New antenna cable in. Radio check with the club on 16, loud and clear.
Sofia: 👏👏
#n_dinghy Marek: Do we need a dinghy? Now we are on a mooring we always ask the club launch.
Dan: launch is free tho
Sofia: let's see after summer
#nt_invoice Chloe: should i ask walter for the final invoice?
#nt_invoice_no >nt_invoice Marek: He sent it to me this morning, it is in the sheet already.
"""),
("2026-10-20 12:30", r"""
Sofia: [photo]
Sofia: the new name letters came out so nice on the transom mockup Chloe sent
Chloe: i measured twice!! proud of myself
Dan: who's bringing charcoal saturday
Marek: There is a bag in the yard shed already.
Dan: perfect. meat's sorted, ordered it at the carnicería on Avenida Italia this morning
Ingrid: The club lends us chairs.
"""),
("2026-10-21 21:00", r"""
#t_party_done Chloe: renaming kit bought! 2 bottles of cheap champagne (one for poseidon, one for us), the vinyl letters 'SEGUNDA VUELTA' in navy, and a sad little bunch of flowers from the feria
Chloe: [photo]
Dan: the letters look great
Ingrid: Poseidon will be satisfied.
#nt_clothes Ingrid: Saturday wear old clothes. Antifouling dust everywhere.
Sofia: noted
"""),
("2026-10-22 13:10", r"""
Dan: back in BA for two days, the ferry had a kid screaming for 3 hours straight
Chloe: was it you
Dan: partly
Sofia: jajaja
Marek: Weather for Saturday: 10 to 14 knots from the east, sunny. Perfect for a relaunch.
Ingrid: Good.
"""),
("2026-10-23 20:15", r"""
#t_bilge Dan: bilge pump float switch is sticky, pump doesn't kick in till the water's high. I'll swap the switch, but maybe not before tomorrow, the part's on order
#t_insurance Sofia: and I need to renew the insurance with the new name, the policy ends 15 Nov. I'll do it once the name's painted, next week
Marek: Good. I add 180 USD for the insurance in the sheet.
Chloe: see you all at 9!! bringing medialunas
"""),
("2026-10-24 08:55", r"""
Sofia: at the yard, she's in the slings
+20m Ingrid: In the water. No drips at the gland. Seacocks dry.
Dan: engine started first try 😎 water out the exhaust
+40m Chloe: [photo]
Chloe: SEGUNDA VUELTA everybody 🥂
Sofia: Ingrid did the whole poseidon speech, I cried a bit jajaja
+3h Marek: Asado was perfect. Thank you Dan for the meat.
Dan: chivitos next week like I said lol
Ingrid: Good day.
"""),
("2026-10-25 18:30", r"""
Sofia: first sail of Segunda Vuelta done ⛵️ 12 knots, perfect
Sofia: [photo]
Ingrid: She points better with the repaired main. Not perfect. Good.
Chloe: i tied a bowline!! (it came undone)
Marek: Next weekend it is my turn in the calendar.
"""),
]

DECISIONS = [
    dict(id='d1', text='Haul-out at the Buceo yard (Walter): Saturday 3 October, 9am, two weeks on the hard',
         stated=['d_haul1_p', 'd_haul1_a1', 'd_haul1_a2', 'd_haul1_a3', 'd_haul1_a4', 'd_haul1_ok'],
         agreed_by=['Sofia', 'Ingrid', 'Dan', 'Marek', 'Chloe'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_haul2_p', 'd_haul2_ok']),
    dict(id='d2', text='Pampero forecast: haul-out moved to Monday 5 October, 8am (Ingrid moves the boat)',
         stated=['d_haul2_p', 'd_haul2_a1', 'd_haul2_a2', 'd_haul2_a3', 'd_haul2_ok'],
         agreed_by=['Sofia', 'Ingrid', 'Marek', 'Dan'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_haul3_p', 'd_haul3_ok']),
    dict(id='d3', text='Travel lift leaking: haul-out Saturday 10 October, 8am; Ingrid and Marek motor her over, Dan does the engine on the Sunday',
         stated=['d_haul3_p', 'd_haul3_r', 'd_haul3_ok', 'd_haul3_a1', 'd_haul3_a2', 'd_haul3_a3'],
         agreed_by=['Sofia', 'Marek', 'Dan', 'Ingrid', 'Chloe'], objected_by=['Dan'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Antifouling: Marinol ablative, blue, two tins at 95 USD from the port chandlery',
         stated=['d_paint1_p', 'd_paint1_a1', 'd_paint1_a2', 'd_paint1_a3'],
         agreed_by=['Ingrid', 'Marek', 'Sofia', 'Dan'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_paint2_p', 'd_paint2_a1']),
    dict(id='d5', text="Antifouling: Walter's two tins of Hempel Hard Racing, black, 190 USD each, rolled on by the yard on Wednesday (old paint is hard vinyl)",
         stated=['d_paint2_p', 'd_paint2_a1', 'd_paint2_a2', 'd_paint2_a3', 'd_paint2_a4'],
         agreed_by=['Ingrid', 'Marek', 'Sofia', 'Dan', 'Chloe'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Monthly contribution raised from 50 to 80 USD each for October and November, then back to 50',
         stated=['d_fee_p', 'd_fee_r', 'd_fee_ok', 'd_fee_a1', 'd_fee_a2', 'd_fee_a3'],
         agreed_by=['Marek', 'Chloe', 'Dan', 'Ingrid', 'Sofia'], objected_by=['Chloe'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Service the old Yanmar (impeller, belts, oil, filters, zincs) instead of replacing the engine',
         stated=['d_engine_p', 'd_engine_p2', 'd_engine_a1', 'd_engine_a2', 'd_engine_a3', 'd_engine_a4'],
         agreed_by=['Dan', 'Ingrid', 'Marek', 'Sofia', 'Chloe'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Repair the mainsail at Velas Oliveira for 420 USD now; a new main goes on next year\'s list',
         stated=['d_sail_p', 'd_sail_r', 'd_sail_ok', 'd_sail_a1', 'd_sail_a2'],
         agreed_by=['Sofia', 'Ingrid', 'Marek', 'Dan'], objected_by=['Ingrid'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Relaunch Saturday 24 October with a renaming ceremony (Gaviota III becomes Segunda Vuelta) and an asado at the yard quincho',
         stated=['d_launch_p', 'd_launch_a1', 'd_launch_a2', 'd_launch_a3', 'd_launch_a4', 'name_vote'],
         agreed_by=['Sofia', 'Chloe', 'Dan', 'Marek', 'Ingrid'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Rent the boat out on free weekends as Airbnb Experiences sunset sails, Ingrid or Sofia skippering',
         stated=['d_charter_p', 'd_charter_a1', 'd_charter_a2', 'd_charter_a3', 'd_charter_a4'],
         agreed_by=['Dan', 'Chloe', 'Marek', 'Ingrid', 'Sofia'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_charter_drop_p', 'd_charter_drop_a1', 'd_charter_drop_a2', 'd_charter_drop_a3']),
    dict(id='d11', text='Enter the Copa Primavera at the Buceo club (Saturday 7 November, cruiser class, 40 USD)',
         stated=['d_race_p', 'd_race_a1', 'd_race_a2', 'd_race_a3', 'd_race_a4'],
         agreed_by=['Marek', 'Sofia', 'Chloe', 'Ingrid', 'Dan'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_race_drop_p', 'd_race_drop_a1', 'd_race_drop_a2', 'd_race_drop_a3']),
    dict(id='d12', text='Shared Google calendar for using the boat: at most two weekends in a row each, weekday evenings free for anyone',
         stated=['d_cal_p', 'd_cal_a1', 'd_cal_a2', 'd_cal_a3', 'd_cal_a4'],
         agreed_by=['Chloe', 'Sofia', 'Marek', 'Ingrid', 'Dan'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_green', 'n_green_no'], 'proposal not taken up'),
    (['n_live'], 'joke'),
    (['nd_bot_osmo'], 'bot suggestion ignored'),
    (['n_wait'], 'hypothetical'),
    (['nd_bot_survey'], 'bot suggestion ignored'),
    (['n_club_q'], 'question'),
    (['n_name_joke'], 'joke'),
    (['n_solar'], 'proposal not taken up'),
    (['n_jib', 'n_jib_no'], 'proposal not taken up'),
    (['n_dinghy'], 'question'),
]

TODOS = [
    dict(id='t1', owner='Sofia', task='Confirm the Saturday 10 October haul-out slot with Walter',
         taken=['d_haul3_a3'], due='', status='done', closed_by=['haul_conf'], handed_to=None),
    dict(id='t2', owner='Marek', task='Make a proper spreadsheet for the kitty',
         taken=['t_sheet'], due='2026-09-27', status='done', closed_by=['t_sheet_done'], handed_to=None),
    dict(id='t3', owner='Dan', task='Service the engine: order the impeller and belts, fit them with oil, filters and zincs',
         taken=['t_parts', 'd_haul3_ok'], due='2026-10-11', status='done', closed_by=['t_parts_fit'], handed_to=None),
    dict(id='t4', owner='Ingrid', task='Take the mainsail to Velas Oliveira',
         taken=['t_sail'], due='2026-09-28', status='done', closed_by=['t_sail_done'], handed_to=None),
    dict(id='t5', owner='Chloe', task='Set up the shared booking calendar and send invites',
         taken=['t_cal'], due='2026-09-27', status='done', closed_by=['t_cal_done'], handed_to=None),
    dict(id='t6', owner='Sofia', task='Ask Prefectura what papers renting the boat out needs',
         taken=['t_charter_q'], due='2026-09-29', status='done', closed_by=['charter_no'], handed_to=None),
    dict(id='t7', owner='Chloe', task='Write the Airbnb Experiences listing',
         taken=['t_listing'], due='', status='dropped', closed_by=['d_charter_drop_a2'], handed_to=None),
    dict(id='t8', owner='Marek', task='Fill in the Copa Primavera entry form',
         taken=['t_race'], due='2026-10-04', status='dropped', closed_by=['t_race_drop'], handed_to=None),
    dict(id='t9', owner='Codex', task='Split the refit costs per person',
         taken=['t_bot_split'], due='', status='done', closed_by=['t_bot_split_done'], handed_to=None),
    dict(id='t10', owner='Claudie', task='Write a relaunch-day checklist',
         taken=['t_bot_check'], due='', status='done', closed_by=['t_bot_check_done'], handed_to=None),
    dict(id='t11', owner='Dan', task='Pick up the new deep-cycle battery at the shop in Pocitos',
         taken=['t_bat', 't_bat_hand_ok'], due='2026-10-09', status='done', closed_by=['t_bat_done'], handed_to='Marek'),
    dict(id='t12', owner='Ingrid', task='Replace the corroded VHF antenna cable',
         taken=['t_vhf'], due='2026-10-23', status='done', closed_by=['t_vhf_done'], handed_to=None),
    dict(id='t13', owner='Sofia', task='Renew the insurance under the new name',
         taken=['t_insurance'], due='2026-10-30', status='open', closed_by=[], handed_to=None),
    dict(id='t14', owner='Dan', task='Swap the sticky bilge-pump float switch',
         taken=['t_bilge'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Chloe', task='Buy the renaming kit: champagne, vinyl name letters, flowers',
         taken=['t_party'], due='2026-10-18', status='done', closed_by=['t_party_done'], handed_to=None),
]

NON_TODOS = [
    (['nt_deposit'], 'already done'),
    (['nt_pay'], 'instruction to others'),
    (['nt_jib'], 'already done'),
    (['nt_bowline'], 'banter promise'),
    (['nt_wash', 'nt_wash_no'], 'offer declined'),
    (['nt_dinner'], 'banter promise'),
    (['nt_bot_paint'], 'bot offer not taken up'),
    (['nt_wiring'], 'vague promise'),
    (['nt_bot_log'], 'bot offer not taken up'),
    (['nt_wish'], 'vague wish'),
    (['nt_invoice', 'nt_invoice_no'], 'already done by someone else'),
    (['nt_clothes'], 'instruction to others'),
]

QUESTIONS = [
    # ---- changed
    ('When did the boat finally come out of the water?',
     ['d_haul3_p', 'd_haul3_ok', 'haul_conf'],
     'Saturday 10 October at 8am (first planned for Sat 3 Oct, then Mon 5 Oct)', 'changed'),
    ('What was the original haul-out date?',
     ['d_haul1_p', 'd_haul1_ok'], 'Saturday 3 October, 9am', 'changed'),
    ('Why did the first haul-out date not happen?',
     ['haul_wind', 'd_haul2_p'], 'A pampero with 40-knot gusts; the yard does not lift in that, so it moved to Monday 5 October', 'changed'),
    ('What went wrong on the Monday?',
     ['haul_leak', 'd_haul3_p'], "The yard's travel lift had a hydraulic leak; the part came Thursday, so the next slot was Saturday 10", 'changed'),
    ('Which bottom paint is on the boat now?',
     ['paint_vinyl', 'd_paint2_p', 'd_paint2_a1'],
     "Hempel Hard Racing in black, Walter's two tins at 190 USD each, rolled by the yard", 'changed'),
    ('What paint had we picked at first?',
     ['d_paint1_p', 'd_paint1_a1'], 'Marinol ablative in blue, two tins at 95 USD from the chandlery', 'changed'),
    ('Whatever happened with renting her out to tourists?',
     ['charter_no', 'd_charter_drop_p', 'd_charter_drop_a1'],
     'Dropped: paying passengers need a commercial registration, a patrón licence and passenger insurance, 3-4 months and about 1500 USD', 'changed'),
    ('Are we doing the spring race?',
     ['race_no', 'd_race_drop_p'],
     'No: the club needs a Prefectura safety certificate booked 3 weeks ahead, impossible before 7 November. Maybe next year', 'changed'),
    # ---- owner
    ('Who ended up collecting the battery?',
     ['t_bat', 't_bat_hand', 't_bat_hand_ok', 't_bat_done'],
     'Marek (Dan took it on, then a client call moved and he handed it over)', 'owner'),
    ('Who did the engine work?',
     ['t_parts', 't_parts_fit'], 'Dan', 'owner'),
    ('Who worked out what each of us owes for the refit?',
     ['t_bot_split_q', 't_bot_split_done'], 'Codex (the bot)', 'owner'),
    ('Who drafted the list of things to check when she went back in?',
     ['t_bot_check_q', 't_bot_check_done'], 'Claudie (the bot)', 'owner'),
    ('Who took care of the radio cable?',
     ['t_vhf', 't_vhf_done'], 'Ingrid', 'owner'),
    # ---- status
    ('Is the insurance renewed under the new name yet?',
     ['t_insurance'], 'Not yet; Sofia said she would do it next week once the name is painted (policy ends 15 Nov)', 'status'),
    ('Has the bilge pump switch been fixed?',
     ['t_bilge'], 'No, Dan is waiting for the part', 'status'),
    ('Did Chloe finish the Airbnb listing?',
     ['t_listing', 'd_charter_drop_a2'], 'No, she had only written the title when the idea was dropped', 'status'),
    ('Did Marek send in the race entry?',
     ['t_race', 't_race_drop'], 'No, the form was half filled and left when the race was dropped', 'status'),
    ('Is the booking calendar set up?',
     ['t_cal', 't_cal_done'], "Yes, Chloe made 'Gaviota bookings' and sent the invites on 28 September", 'status'),
    ('Is the mainsail back from the sailmaker?',
     ['t_sail_done', 'd_sail_ok'], 'Yes, Ingrid picked it up on 16 October, 420 paid from the kitty', 'status'),
    # ---- single
    ('How much did the sail repair cost?',
     ['d_sail_p'], '420 USD (a new main would be 2300)', 'single'),
    ('How much was in the kitty before the refit?',
     ['d_fee_p'], '410 USD', 'single'),
    ('What did the impeller and belts cost?',
     ['t_parts_done'], '7,800 pesos', 'single'),
    ('What is the boat called now?',
     ['name_vote', 't_party_done'], 'Segunda Vuelta (was Gaviota III)', 'single'),
    ('How much is the deposit Sofia paid the yard?',
     ['nt_deposit'], '3000 pesos', 'single'),
    ('How much does each person owe for the refit?',
     ['t_bot_split_done'], '248 USD each (9,920 pesos)', 'single'),
    # ---- temporal
    ('When do the 80-dollar payments have to be in?',
     ['nt_pay'], 'By 5 October', 'temporal'),
    ('When was the sail going to be ready?',
     ['t_sail_done'], '16 October', 'temporal'),
    ('When does the current insurance policy end?',
     ['t_insurance'], '15 November', 'temporal'),
    ('What time did the boat go back in on relaunch day?',
     ['t_bot_check_q'], '9am on Saturday 24 October', 'temporal'),
    # ---- multi
    ('How did Chloe end up ok with paying more each month?',
     ['d_fee_obj', 'd_fee_r', 'd_fee_ok'],
     'She said 80 was a lot on a teacher salary; Marek said it is only October and November and she could pay November late, so she agreed', 'multi'),
    ('Ingrid wanted a new mainsail; why did we repair the old one instead?',
     ['d_sail_p2', 'd_sail_r', 'd_sail_ok', 'd_sail_obj_ctx'],
     'A new main costs 2300 and the kitty had 410; Sofia pointed out they do not race, so repair now for 420 and save for a new one next year', 'multi'),
    ('Dan was away the haul-out weekend; how was that solved?',
     ['d_haul3_obj', 'd_haul3_r', 'd_haul3_ok'],
     'Ingrid and Marek motored her over on Saturday and Dan came on the Sunday ferry to do the engine on the hard', 'multi'),
    ('Why did the paint change, and what did it do to the budget?',
     ['paint_vinyl', 'd_paint2_p', 'd_paint2_a1'],
     'The old paint is hard vinyl and ablative would lift off, so Hempel hard at 190 a tin; paint went from 190 to 380 in the sheet', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-3, seed=20260921)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
