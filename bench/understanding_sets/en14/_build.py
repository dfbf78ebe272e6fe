#!/usr/bin/env python3
"""English (Australian) food-truck crew chat, Melbourne: Za'atar & Co, two trucks
(Big Z and Little Z): a weekend festival slot, a new menu item, a broken
generator, the council registration renewal and the rota,
2025-02-03 .. 2025-03-09, +11:00 (AEDT).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Nadia': (4380129576, False),   # owner, 40s; organised, longer messages; money, permits, bookings
    'Tuan': (5927740318, False),    # head cook, 30s; terse, lowercase
    'Ellie': (6153092847, False),   # part-timer, 20, uni student; lowercase, emoji
    'Jacko': (3849920615, False),   # part-timer, 23; Aussie slang; has a ute
    'Gus': (5471830264, False),     # supplier contact at Brunswick Fresh Co., 50s; "righto", "cheers"
    'Codex': (7740215983, True),    # bot: terse, numbers
    'Pip': (7882604139, True),      # bot: cheerful
}

SESSIONS = [
("2025-02-03 09:40", r"""
Nadia: Morning team. Big month coming so I'm putting everything in here instead of 40 separate texts
Nadia: Darebin Street Feast is on the weekend of 1-2 March. Applications close Friday
#d1_p Nadia: I reckon we go for the Saturday only, both trucks side by side. Saturday night is where the money is and Sunday we've got the uni market anyway
#d1_a1 Tuan: yep saturday. both trucks
#d1_a2 Jacko: too easy, I'm in
#d1_a3 Ellie: saturday works!! 🙌
#d1_ok Nadia: Great, Saturday with Big Z and Little Z it is
#t1 Nadia: I'll get the application in by Friday. Need the food safety certs and a site plan, Tuan can you send me a photo of your cert
Tuan: will do tonight
#nd_uber Ellie: also random but should we be on uber eats from the truck?? people ask me all the time
>nd_uber Nadia: Nah, they take 30% and the truck's never in one place. Not worth it
Ellie: fair
"""),
("2025-02-03 19:15", r"""
Tuan: [photo]
Tuan: cert
Nadia: Ta
"""),
("2025-02-04 14:20", r"""
Nadia: Menu thing. We've had the same six items since last winter. I want one new special for the festival that we keep if it sells
Tuan: lamb
#lamb_idea Tuan: lamb and pomegranate on the manoush. slow cooked shoulder, molasses, mint, walnuts
Jacko: mate that sounds unreal
Ellie: omg yes
Gus: G'day all, Nadia added me. If you go lamb I can do shoulder from the Footscray butcher we use, about $14/kg at the moment
Nadia: Perfect timing Gus 😂
#t3 Tuan: ill do a test batch and cost it by the weekend
Nadia: 👍
#nd_marsbar Jacko: or hear me out. deep fried mars bar manoush
Tuan: no
Ellie: 😭😭
"""),
("2025-02-04 20:30", r"""
Jacko: 38 degrees in the truck today. the press was like 400
Ellie: i sweated into my own wrap 😭
Tuan: drink water. both of you
Jacko: yes dad
Nadia: He's right. Esky of water bottles goes in each truck from now on, I'll grab a slab of them tomorrow
"""),
("2025-02-05 21:05", r"""
#d4_p Nadia: Also so we stop doing prep at 6am on trading days: the Kitchen Collective has Wednesday nights free. Prep every Wednesday 6 to 10pm from next week?
#d4_a1 Tuan: wednesday good
#d4_a2 Ellie: i can do wednesdays after uni 👍
#d4_a3 Jacko: sweet
#d4_ok Nadia: Booked it, Wednesdays 6-10 at the Collective
"""),
("2025-02-06 12:40", r"""
Ellie: guys little z just died
#gen_bang Ellie: like the generator. it went BANG and then nothing. fridge is off
Ellie: [photo]
Jacko: oh nooo
Tuan: shut the fridge door dont open it. how long till close
Ellie: 2 hrs 😬
Nadia: Close up now Ellie, don't risk the stock. Pack the cold stuff in the eskies
Ellie: ok closing
#nt_closed_done Ellie: just put the closed sign up on insta too
#t2 Jacko: I'll take the gen to the bloke in Thomastown tomorrow morning and get him to have a look. Can fit it in the ute
Nadia: Thanks Jacko
#nt_gus_gen Gus: I've got an old 2kVA Yamaha in the shed if you're desperate, you're welcome to it
#nt_gus_gen_no >nt_gus_gen Tuan: thanks gus but 2k wont run the fridge and the press together
Gus: Righto, fair enough
#nt_pedal Jacko: if it dies again I'll pedal it myself, exercise bike style
Ellie: 😂
"""),
("2025-02-07 10:05", r"""
#t1_done Nadia: Festival application submitted. Saturday 1 March, two trucks, pitch request near the stage. $450 fee paid
Tuan: nice
#t2_done Jacko: Gen bloke reckons the alternator's cooked. Rebuild is $1,600, no warranty, 2 weeks. New inverter one is about $4,200
Nadia: Ugh. $4,200.
#d10_p Ellie: ok different topic but can we do stamp cards? buy 9 get the 10th free. the coffee cart next to us at the uni does it and people LOVE it
#d10_a1 Nadia: I actually like that. Cheap to do
#d10_a2 Jacko: yeah why not
#d10_a3 Tuan: ok
#t12 Nadia: I'll get 500 printed next week then, the printer on Sydney Rd does them
"""),
("2025-02-08 11:30", r"""
#d7_p Tuan: re gen. just replace it. that one is 9 years old. if we rebuild it something else goes in 3 months
#d7_obj >d7_p Nadia: I hear you but $4,200 in February is a lot. I'd rather do the $1,600 and see
#t9_q Tuan: @Codex what does it cost us to keep hiring a gen vs buying. hire is 350 a week
#t9 Codex: Calculating.
#t9_done Codex: Hire: $350/wk. Rebuild: $1,600 + 2 wks hire ($700) = $2,300, no warranty.\nNew: $4,200, 3-yr warranty, no hire if you collect within a week.\nBreak-even new vs rebuild: ~6 weeks of further downtime.\nA 9-year-old unit with a failed alternator: rebuild risk is high.
#nd_bot_backup Codex: Suggest keeping a hired backup on site for the festival regardless.
Jacko: ngl the bot's right. the bloke said the bearings are noisy too
#d7_ok Nadia: Fine. Buy the new one. I'm not happy about it but I'm less happy losing another Thursday
#d7_a1 Tuan: good
#d7_a2 Jacko: 👍
#t7 Jacko: I'll grab it from the shop in Campbellfield once it's in, they said next Thursday
"""),
("2025-02-08 18:40", r"""
Ellie: saturday market was dead today, like 30 customers
Jacko: footy preseason on at the park, everyone's there
Tuan: sold 11 falafel. thats it
Nadia: February's always slow. Don't stress
"""),
("2025-02-10 16:45", r"""
#d11_p Jacko: Ok so my mate Rhys manages Hop Shed in Preston. They want a food truck Friday nights 6 till late, no fee, just need to turn up. Little Z?
Nadia: Friday nights every week?
Jacko: yeah from the 21st
#d11_a1 Nadia: Let's do it. Brewery crowd eats a lot
#d11_a2 Tuan: ok but i want a smaller menu. 4 things
#d11_a3 Ellie: i can do fridays!!
#t8 Ellie: i'll make a little brewery menu board with the 4 items, by thursday 🍺
"""),
("2025-02-11 09:20", r"""
Nadia: Bad news on the festival. The organisers rang, all the double pitches are gone. They've offered us one truck, both days instead, same $450
#d2_p Nadia: I'd say take it. Big Z, Saturday AND Sunday. Little Z does the uni market Sunday like normal
#d2_a1 Tuan: both days is fine. more prep
#d2_a2 Jacko: yep
#d2_ok Nadia: Done, told them yes. Big Z, 1st and 2nd
Ellie: 👍
"""),
("2025-02-11 17:55", r"""
Gus: Pomegranates are in early this year btw, if Tuan wants fresh ones instead of just the molasses
Tuan: how much
Gus: $3.20 each, or a tray of 24 for $60
Tuan: tray. for the test
Gus: Righto, I'll put it on Thursday's van
"""),
("2025-02-12 21:50", r"""
Tuan: prep done. 40 litres of toum lol
Ellie: my arms are dead
Jacko: who left the walnuts on the bench
Tuan: you
Jacko: fair
"""),
("2025-02-13 15:10", r"""
Tuan: [photo]
#t3_done Tuan: test batch. lamb manoush costs us 4.90 each with the walnuts. takes 3 min on the press
>t3_done Ellie: it was SO good i had two
#d6_p Nadia: At $4.90 we can do $17 easily. Let's put it on from next week
#d6_obj >d6_p Jacko: $17 for a flatbread tho? people at the uni market lose it when the wrap goes past 14. I reckon we'll sell like 5
Tuan: its not a flatbread its half a lamb
Jacko: lol
#d6_p2 Nadia: Ok, $16 then, and it's a festival special first so we see if it moves at a crowd that pays
#d6_obj_ok >d6_p2 Jacko: $16 yeah alright, I'd pay that. Put me down as converted
#d6_a1 Tuan: 16 ok
#d6_a2 Ellie: 🙌🙌
#t4 Ellie: i'll redo the chalkboards on both trucks with the lamb on them this weekend!
#nt_eat Ellie: and i will personally eat every test batch forever
"""),
("2025-02-14 11:00", r"""
#d12_p Gus: Nadia, if you're putting the lamb on properly, I can do a standing order: 12 kilo shoulder plus your usual veg and herbs every Tuesday, 5% off the lot. Saves you ringing me every week
Nadia: Oh that'd make my life easier. What does it come to?
#t6 Gus: I'll send you a price sheet by Monday
Nadia: Thanks Gus
#nt_gus_veg Gus: Might have a think about something for your veg boxes too, down the track
"""),
("2025-02-15 13:10", r"""
Jacko: valentine's day rush at the uni last night lol. 2 couples
Ellie: one of them shared a single falafel wrap. romance is dead
Jacko: or alive. depends how you look at it
Tuan: they bought one wrap. its dead
"""),
("2025-02-17 08:40", r"""
#t6_done Gus: Price sheet's in your email Nadia. $612 a week all up with the 5% off, delivered Tuesday before 8
#d12_ok >t6_done Nadia: Looks good Gus, let's lock that in from next Tuesday
#d12_a1 Tuan: tuesday delivery works. i'm at the kitchen from 7
Gus: Beauty. Cheers
#t15 Gus: I'll also chase a quote on compostable wraps for you, the Dandenong mob are cheaper than your lot
Nadia: Yes please
#permit_info Nadia: Now the boring one. Council registrations for both trucks run out 28 Feb. Little Z was on the 3-month one because it was new
#d8_p Nadia: I want both on the 12 month renewal this time so we're not doing this again in May. It's $520 per truck
#d8_a1 Tuan: yes 12 months
#d8_a2 Jacko: yeah do the year
#t5 Nadia: I'll lodge both on Streatrader before the 28th
#t11 Tuan: they want the extinguishers tagged again. ill get them done this week
#nd_gas_q Tuan: does council want the gas certificate original or copy
Nadia: Copy's fine, upload a photo
"""),
("2025-02-18 13:25", r"""
#d5_p Nadia: Heads up: prep is Thursdays at 2pm at the Collective from this week. They've started a pasta class on Wednesday nights and need the big bench
#d5_a1 Ellie: i've got a tute till 1 on thursday so i'll be there by 2:30
#d5_a2 Tuan: i'll bring the lamb straight from the coolroom thursday
#d5_a3 Jacko: thursday arvo is sweet for me
"""),
("2025-02-19 17:30", r"""
#wedding_info Nadia: Ok wrinkle. A couple wants Little Z for their wedding in Heidelberg on Saturday 1 March. Flat $2,800 for 120 guests, 6 till 10
Jacko: that's heaps
#d3_p Nadia: We can't run both trucks and the festival Saturday without all of us plus two more people. So: festival Sunday 2 March only with Big Z, and the whole crew does the wedding on Saturday
#d3_obj >d3_p Tuan: sunday at the festival is half the crowd. saturday night was the point
Ellie: hmm yeah
#d3_r Nadia: True, but the wedding is $2,800 guaranteed. Festival Saturday we'd hope for maybe $3k gross minus stock. And the organisers said they've got a waitlist for Saturday so they'll happily take the day back
#d3_obj_ok >d3_r Tuan: ok. 2800 flat is 2800 flat. sunday then
#d3_a1 Jacko: sunday works for me
#d3_a2 Ellie: me too 👍
#d3_ok Nadia: Confirmed with the organisers: Big Z, Sunday 2 March only, pitch 14. Saturday is the wedding
#nd_coffee_cart Gus: If it's just the one day, my nephew's got a coffee cart, he could park next to you and you'd share the crowd
Nadia: Thanks Gus, we'll see how this one goes first
#nt_wish Nadia: One day I'll have a third truck and we won't have to choose
"""),
("2025-02-20 10:15", r"""
Jacko: shop just rang, gen's in. I'll go after my shift
#nt_council_offer Jacko: want me to ring council and book the inspection while I'm at it?
#insp_booked >nt_council_offer Nadia: Already booked, Tuesday 25th 9am at the depot. Thanks though
+5h Tuan: [photo]
#t7_done Tuan: new gen is bolted in on little z and running. fridge, press and lights all on. quiet as
Ellie: omg it's so quiet
#nt_fuel Tuan: nobody fills it with the old jerry can. unleaded only from the green one
#t14 Jacko: while I'm at it the awning latch on Little Z is busted again, I'll fix it this week
"""),
("2025-02-21 14:40", r"""
#t11_done Tuan: extinguishers tagged both trucks. photos in the drive
Nadia: Legend
#t4_hand Ellie: guys i'm so sorry i totally didn't do the chalkboards on the weekend 😩 and i'm in adelaide from tomorrow for my cousin's wedding till tuesday. can someone take them?
#t4_hand_ok >t4_hand Jacko: yeah I'll do em. Can't promise your fancy writing but it'll be readable
Ellie: you're a legend 🙏 the chalk pens are in the glovebox
"""),
("2025-02-22 12:20", r"""
Ellie: [photo]
Ellie: adelaide hills. i have eaten 4 pasties
Jacko: traitor
Nadia: Enjoy love!
Tuan: lamb sold 23 today at the market. not bad for a slow saturday
Nadia: Oh nice, that's without even advertising
"""),
("2025-02-24 12:05", r"""
#d10_drop_p Nadia: Had a rethink on the stamp cards. The printer quoted $180 for 500 and the coffee cart said half their cards end up in the bin. And honestly with the lamb launching I don't want one more thing. Let's not
#d10_drop_a1 Tuan: fine by me
#d10_drop_a2 Jacko: yeah fair
#t12_drop >t12 Nadia: I never sent the order through, so nothing to cancel
Jacko: [photo]
#t4_done Jacko: chalkboards done on both trucks. lamb manoush $16 up the top
Tuan: readable
Jacko: high praise
"""),
("2025-02-25 09:30", r"""
Nadia: Inspection done, both trucks passed. Inspector liked the new gen lol
Ellie: back in melb!! what did i miss
Jacko: you're on the chalkboards wall of shame
Ellie: 😭
#nt_avail Nadia: March rota: send me your availability by Sunday please
#d9_p Nadia: Draft for March: Tuan every day except Monday, Jacko Saturdays on Big Z plus Fridays, Ellie Thursdays and Sundays on Little Z, Sunday start 9am at the uni market
#d9_obj >d9_p Ellie: sunday 9am is rough, i work the pub saturday nights till 1. could i start at 11?
Jacko: I can set up Sundays at 9 if Ellie takes over at 11, I'm up anyway
#d9_r Nadia: Ok: Jacko opens Little Z on Sundays at 9, Ellie from 11 till close
#d9_obj_ok Ellie: yes omg thank you. ok i'm happy with that
#d9_a1 Tuan: ok
#d9_a2 Jacko: 👌
#t13 Ellie: i'll put it in a google sheet so we stop screenshotting texts, by tonight
#nt_bot_rota_q Nadia: @Codex how many hours is that for Ellie a week
#rota_hours Codex: Thursday 10-3 (5h) + Sunday 11-3 (4h) = 9h/week.
#nt_bot_rota Codex: Can generate the full March roster as a table if needed.
"""),
("2025-02-25 21:45", r"""
#t13_done Ellie: rota sheet's up, link in the group description 📅
Nadia: Thank you!
"""),
("2025-02-26 11:15", r"""
#d11_drop_p Jacko: bad news. Hop Shed's closing for a full reno, back in May maybe. Rhys says no Fridays till then
#d11_drop_a1 Nadia: Damn. Ok, no brewery nights then
#d11_drop_a2 Tuan: fine. less prep
#t8_drop >t8 Ellie: and i hadn't even started the brewery board so no loss haha
#t5_done Nadia: Both registrations renewed on Streatrader, 12 months, $1,040 paid. Certificates in the drive
Tuan: 👍
"""),
("2025-02-27 16:20", r"""
#t10_q Nadia: @Pip can you write an Instagram post for the festival? Big Z, Sunday 2 March, pitch 14, launching the lamb manoush at $16
#t10 Pip: Ooh yes, on it! 🎉
#t10_done Pip: Here you go!\n\n"Sunday 2 March we're at Darebin Street Feast! 🌯 Find Big Z at pitch 14 and be the first to try our NEW slow-cooked lamb & pomegranate manoush, $16. Toum on everything, as always. See you there! 💚"
#nd_bot_lights Pip: Tip: a string of fairy lights and a little photo spot with your logo gets heaps of tags at festivals! ✨
#nt_bot_caption Pip: I can also write captions for the lamb for the rest of the month if you like!
Nadia: Posted, thanks Pip
#nd_vegan_q Ellie: are we doing a vegan version of the lamb one for the fest?
>nd_vegan_q Tuan: no. falafel is the vegan one
Ellie: ok ok
"""),
("2025-02-27 21:40", r"""
Tuan: prep done. 18kg lamb cooked, 200 breads portioned
Ellie: my hands smell like garlic permanently
Jacko: festival tomorrow week? no wait. wedding saturday festival sunday
Nadia: Correct. Wedding Saturday, festival Sunday. Sleep well everyone
"""),
("2025-02-28 18:30", r"""
Nadia: Weather for the weekend looks ok, 27 Saturday and 24 Sunday
Ellie: perfect festival weather 🌤️
Jacko: perfect wedding weather too. free food from the other caterers maybe
Tuan: we are the caterer
Jacko: oh
"""),
("2025-03-01 15:30", r"""
Nadia: Wedding crew: we leave the kitchen at 4:15. Jacko you're driving Little Z
Jacko: on it
#nt_gas Jacko: topped up the gas on the way in btw
+4h Ellie: [photo]
Ellie: the bride just came up and ate a manoush in her dress 😭
Tuan: 140 done. 20 left
+2h Nadia: Packed up. Lovely couple. Paid in full already
Jacko: my feet
"""),
("2025-03-02 10:50", r"""
Nadia: Big Z is set up at pitch 14. Crowd's already decent
Tuan: [photo]
Jacko: line's 20 deep lol
+3h #lamb_sold Tuan: lamb sold out. 150
Ellie: SOLD OUT 😭😭
Nadia: Tuan you were right about the lamb
Jacko: ok ok I said we'd sell 5. I was wrong
+3h #take_day Nadia: $3,950 for the day. Best single day we've ever done
Tuan: ok
Ellie: ok he's happy
"""),
("2025-03-03 09:10", r"""
#lamb_perm Nadia: Huge weekend everyone, thank you. Lamb stays on the menu permanently
Gus: Glad to hear it. The Footscray butcher will be chuffed too
#nd_fryer Tuan: we should get a second fryer for big z before winter
#nd_fryer_no >nd_fryer Nadia: Let's see what March looks like first, the gen already ate the budget
Tuan: fair
"""),
("2025-03-04 14:00", r"""
Ellie: 3 people at the uni today asked about "the lamb one from the festival" 😎
Nadia: Love that
Jacko: we're famous
Tuan: we're busy. different thing
"""),
("2025-03-05 18:20", r"""
Ellie: little z awning nearly took a lady's head off today lol
#t14_re >t14 Jacko: yeah yeah I know, I'll do the latch properly on Saturday, need a new pin from Bunnings
Nadia: Please do, before it actually hits someone
"""),
("2025-03-06 17:45", r"""
Tuan: prep done early. 2 hrs
Ellie: new record!!
Jacko: because I wasn't there
Tuan: yes
"""),
("2025-03-07 12:30", r"""
#t15_re Gus: Nadia, still chasing the Dandenong mob for the wraps, they're slow. Will have a number next week
Nadia: No stress Gus
"""),
("2025-03-09 19:05", r"""
Tuan: [photo]
Tuan: new toum batch
Ellie: beautiful
Jacko: that's a lot of garlic for a sunday
Nadia: See you all Thursday at 2
"""),
]

DECISIONS = [
    dict(id='d1', text='Darebin Street Feast: apply for Saturday 1 March only, both trucks side by side',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 'd1_ok', 't1_done'],
         agreed_by=['Nadia', 'Tuan', 'Jacko', 'Ellie'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_ok']),
    dict(id='d2', text='Double pitches gone: one truck (Big Z) on both days, Sat 1 and Sun 2 March',
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_ok'],
         agreed_by=['Nadia', 'Tuan', 'Jacko'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_ok']),
    dict(id='d3', text='Festival on Sunday 2 March only with Big Z (pitch 14); the whole crew does the $2,800 wedding in Heidelberg on Saturday 1 March',
         stated=['d3_p', 'd3_r', 'd3_obj_ok', 'd3_a1', 'd3_a2', 'd3_ok'],
         agreed_by=['Nadia', 'Tuan', 'Jacko', 'Ellie'], objected_by=['Tuan'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Prep night every Wednesday 6-10pm at the Kitchen Collective',
         stated=['d4_p', 'd4_a1', 'd4_a2', 'd4_a3', 'd4_ok'],
         agreed_by=['Nadia', 'Tuan', 'Ellie', 'Jacko'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_p']),
    dict(id='d5', text='Prep is on Thursdays at 2pm at the Collective (Wednesday nights taken by a pasta class)',
         stated=['d5_p', 'd5_a1', 'd5_a2', 'd5_a3'],
         agreed_by=['Nadia', 'Ellie', 'Tuan', 'Jacko'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='New item: slow-cooked lamb & pomegranate manoush at $16, launched as the festival special',
         stated=['d6_p', 'd6_p2', 'd6_obj_ok', 'd6_a1', 'd6_a2'],
         agreed_by=['Nadia', 'Jacko', 'Tuan', 'Ellie'], objected_by=['Jacko'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text="Replace Little Z's generator with a new $4,200 inverter unit instead of the $1,600 rebuild",
         stated=['d7_p', 'd7_ok', 'd7_a1', 'd7_a2'],
         agreed_by=['Tuan', 'Nadia', 'Jacko'], objected_by=['Nadia'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Renew both trucks\' council registrations for 12 months ($520 each)',
         stated=['d8_p', 'd8_a1', 'd8_a2', 't5_done'],
         agreed_by=['Nadia', 'Tuan', 'Jacko'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='March rota: Tuan every day but Monday, Jacko Saturdays on Big Z plus Fridays, Ellie Thursdays and Sundays on Little Z; on Sundays Jacko opens at 9 and Ellie works from 11',
         stated=['d9_p', 'd9_r', 'd9_obj_ok', 'd9_a1', 'd9_a2'],
         agreed_by=['Nadia', 'Ellie', 'Tuan', 'Jacko'], objected_by=['Ellie'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Stamp loyalty cards: buy 9, get the 10th free',
         stated=['d10_p', 'd10_a1', 'd10_a2', 'd10_a3'],
         agreed_by=['Ellie', 'Nadia', 'Jacko', 'Tuan'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d10_drop_p', 'd10_drop_a1', 'd10_drop_a2']),
    dict(id='d11', text='Little Z trades Friday nights at Hop Shed brewery in Preston from 21 Feb, with a 4-item menu',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_a3'],
         agreed_by=['Jacko', 'Nadia', 'Tuan', 'Ellie'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d11_drop_p', 'd11_drop_a1', 'd11_drop_a2']),
    dict(id='d12', text="Standing order from Gus: 12kg lamb shoulder plus veg and herbs every Tuesday before 8, 5% off ($612/week)",
         stated=['d12_p', 'd12_ok', 'd12_a1'],
         agreed_by=['Gus', 'Nadia', 'Tuan'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['nd_uber'], 'proposal not taken up'),            # Uber Eats -> 30%
    (['nd_marsbar'], 'joke'),                          # deep-fried Mars bar manoush
    (['nd_bot_backup'], 'bot suggestion ignored'),     # hired backup gen for the festival
    (['nd_gas_q'], 'question'),                        # gas certificate original or copy
    (['nd_coffee_cart'], 'proposal not taken up'),     # nephew's coffee cart
    (['nd_bot_lights'], 'bot suggestion ignored'),     # fairy lights + photo spot
    (['nd_vegan_q'], 'question'),                      # vegan lamb?
    (['nd_fryer', 'nd_fryer_no'], 'proposal not taken up'),           # second fryer
    (['t9_q'], 'question'),                            # hire vs buy (answered by the bot)
]

TODOS = [
    dict(id='t1', owner='Nadia', task='Submit the Darebin Street Feast application (certs, site plan)',
         taken=['t1'], due='2025-02-07', status='done', closed_by=['t1_done'], handed_to=None),
    dict(id='t2', owner='Jacko', task='Take the dead generator to the repairer in Thomastown for a look and a quote',
         taken=['t2'], due='2025-02-07', status='done', closed_by=['t2_done'], handed_to=None),
    dict(id='t3', owner='Tuan', task='Test-cook the lamb manoush and cost it',
         taken=['t3'], due='2025-02-09', status='done', closed_by=['t3_done'], handed_to=None),
    dict(id='t4', owner='Ellie', task='Redo the chalkboard menus on both trucks with the lamb manoush',
         taken=['t4', 't4_hand_ok'], due='2025-02-16', status='done', closed_by=['t4_done'], handed_to='Jacko'),
    dict(id='t5', owner='Nadia', task='Lodge both 12-month registration renewals on Streatrader before 28 Feb',
         taken=['t5'], due='2025-02-27', status='done', closed_by=['t5_done'], handed_to=None),
    dict(id='t6', owner='Gus', task='Send Nadia a price sheet for the standing order',
         taken=['t6'], due='2025-02-17', status='done', closed_by=['t6_done'], handed_to=None),
    dict(id='t7', owner='Jacko', task='Pick up the new generator from the shop in Campbellfield',
         taken=['t7'], due='2025-02-13', status='done', closed_by=['t7_done'], handed_to=None),
    dict(id='t8', owner='Ellie', task='Make a 4-item menu board for the brewery Friday nights',
         taken=['t8'], due='2025-02-13', status='dropped', closed_by=['d11_drop_a1', 't8_drop'], handed_to=None),
    dict(id='t9', owner='Codex', task='Work out hiring vs rebuilding vs buying a generator',
         taken=['t9'], due='', status='done', closed_by=['t9_done'], handed_to=None),
    dict(id='t10', owner='Pip', task='Write the Instagram post for the festival and the lamb launch',
         taken=['t10'], due='', status='done', closed_by=['t10_done'], handed_to=None),
    dict(id='t11', owner='Tuan', task="Get both trucks' fire extinguishers tagged for the renewal",
         taken=['t11'], due='2025-02-23', status='done', closed_by=['t11_done'], handed_to=None),
    dict(id='t12', owner='Nadia', task='Get 500 stamp cards printed on Sydney Rd',
         taken=['t12'], due='2025-02-16', status='dropped', closed_by=['d10_drop_p', 't12_drop'], handed_to=None),
    dict(id='t13', owner='Ellie', task='Put the March rota in a shared Google Sheet',
         taken=['t13'], due='2025-02-25', status='done', closed_by=['t13_done'], handed_to=None),
    dict(id='t14', owner='Jacko', task="Fix the awning latch on Little Z",
         taken=['t14', 't14_re'], due='2025-02-23', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Gus', task='Get a quote for compostable wraps from the Dandenong supplier',
         taken=['t15', 't15_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_closed_done'], 'already done'),                       # closed sign on insta
    (['nt_gus_gen', 'nt_gus_gen_no'], 'offer declined'),        # Gus's 2kVA
    (['nt_pedal'], 'banter promise'),                           # pedal the gen
    (['nt_eat'], 'banter promise'),                             # eat every test batch
    (['nt_gus_veg'], 'vague promise'),                          # something for the veg boxes
    (['nt_wish'], 'vague wish'),                                # a third truck
    (['nt_council_offer', 'insp_booked'], 'already done by someone else'),     # book the inspection -> already booked
    (['nt_fuel'], 'instruction to others'),                     # unleaded only from the green can
    (['nt_avail'], 'instruction to others'),                    # availability by Sunday
    (['nt_bot_rota'], 'bot offer not taken up'),               # full roster table
    (['nt_bot_caption'], 'bot offer not taken up'),            # captions for the month
    (['nt_gas'], 'already done'),                               # topped up the gas
]

QUESTIONS = [
    # ---- changed
    ('Which day are we at the street feast, and with which truck?',
     ['d2_p', 'd3_p', 'd3_ok'], 'Sunday 2 March only, Big Z at pitch 14 (first Saturday with both trucks, then both days with Big Z)', 'changed'),
    ('What was the original festival plan?',
     ['d1_p', 'd1_ok'], 'Saturday 1 March only, both trucks side by side', 'changed'),
    ('Why did we end up with just one truck at the festival?',
     ['d2_p'], 'The organisers had no double pitches left and offered one truck for both days', 'changed'),
    ('Why did we give up the Saturday at the festival?',
     ['d3_p', 'd3_r'], 'A wedding in Heidelberg booked Little Z for Saturday 1 March at $2,800 flat, and the crew cannot cover both', 'changed'),
    ('What night do we do prep now?',
     ['d4_p', 'd5_p'], 'Thursdays from 2pm at the Kitchen Collective (it used to be Wednesday 6-10pm)', 'changed'),
    ('Are the Friday brewery nights still happening?',
     ['d11_p', 'd11_drop_p', 'd11_drop_a1'], 'No, Hop Shed closed for a renovation until maybe May, so they were called off', 'changed'),
    ('Are we doing the stamp cards?',
     ['d10_p', 'd10_drop_p'], 'No, dropped: $180 to print, half end up in the bin, and too much on with the lamb launch', 'changed'),
    ('Was the lamb manoush always going to be $16?',
     ['d6_p', 'd6_obj', 'd6_p2'], 'No, Nadia first said $17; after Jacko pushed back it went on at $16', 'changed'),
    # ---- owner
    ('Who ended up doing the chalkboards?',
     ['t4_hand', 't4_hand_ok', 't4_done'], 'Jacko (Ellie handed them over before going to Adelaide)', 'owner'),
    ('Who put the new generator in?',
     ['t7', 't7_done'], 'Jacko collected it; Tuan reported it bolted in and running on Little Z', 'owner'),
    ('Who came up with the lamb dish?',
     ['lamb_idea', 't3'], 'Tuan', 'owner'),
    ('Who is getting a quote for compostable wraps?',
     ['t15'], 'Gus', 'owner'),
    ('Who lined up the brewery gig?',
     ['d11_p'], 'Jacko, through his mate Rhys who manages Hop Shed', 'owner'),
    # ---- status
    ('Is the dodgy catch on the small truck\'s awning sorted yet?',
     ['t14', 't14_re'], 'No, Jacko keeps saying he will; on 5 March he said Saturday, needs a pin from Bunnings', 'status'),
    ('Did Gus come back with the wrap price?',
     ['t15', 't15_re'], 'Not yet, he is still chasing the supplier', 'status'),
    ('Are the council registrations sorted?',
     ['t5', 't5_done'], 'Yes, both renewed for 12 months on 26 Feb, $1,040 paid', 'status'),
    ('Did the brewery menu board get made?',
     ['t8', 't8_drop'], 'No, Ellie had not started it when the brewery nights were dropped', 'status'),
    ('Did the stamp cards ever get ordered?',
     ['t12', 't12_drop'], 'No, Nadia never sent the order before they were dropped', 'status'),
    ('Have both trucks had their fire safety tags done?',
     ['t11', 't11_done'], 'Yes, both trucks, photos in the drive', 'status'),
    # ---- single
    ('What did the generator repair quote come to?',
     ['t2_done'], '$1,600 rebuild, no warranty, two weeks (new one about $4,200)', 'single'),
    ('How much does one lamb manoush cost us to make?',
     ['t3_done'], '$4.90 each, about 3 minutes on the press', 'single'),
    ('How much is the weekly standing order from Gus?',
     ['t6_done'], '$612 a week with 5% off', 'single'),
    ('What did the festival day take?',
     ['take_day'],
     '$3,950, their best single day', 'single'),
    ('How much was the festival pitch fee?',
     ['t1_done'], '$450', 'single'),
    ('How many weekly hours does Ellie get on the March rota?',
     ['nt_bot_rota_q', 'rota_hours'], '9 hours (Thursday 5h, Sunday 4h)', 'single'),
    # ---- temporal
    ('When does Gus deliver?',
     ['t6_done', 'd12_a1'], 'Tuesdays before 8am', 'temporal'),
    ('When was the council inspection?',
     ['insp_booked'], 'Tuesday 25 February, 9am at the depot', 'temporal'),
    ('When did Little Z lose its generator?',
     ['gen_bang'], 'Thursday 6 February, at the uni market', 'temporal'),
    ('What hours was the wedding?',
     ['wedding_info'], '6 till 10pm on Saturday 1 March, 120 guests', 'temporal'),
    # ---- multi
    ('Why did Nadia agree to buy a new generator after all?',
     ['d7_obj', 't9_done', 'd7_ok'], 'Codex showed a rebuild plus hire is $2,300 with no warranty on a 9-year-old unit; she gave in rather than lose more trading days', 'multi'),
    ('How did Ellie get out of the 9am Sunday start?',
     ['d9_obj', 'd9_r', 'd9_obj_ok'], 'She works the pub till 1 on Saturday nights; Jacko opens at 9 and she starts at 11', 'multi'),
    ('How did the lamb go at the festival and what happened to the order after?',
     ['lamb_sold', 'lamb_perm'], 'Sold out (150 by early afternoon) and it stays on the menu permanently', 'multi'),
    ('What did the festival Sunday make compared with the wedding?',
     ['take_day', 'd3_r'], '$3,950 at the festival vs the $2,800 flat fee for the wedding', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=11, seed=20250203)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
