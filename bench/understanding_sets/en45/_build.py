#!/usr/bin/env python3
"""English tenants' chat of international students in a Groningen student block
(Kroonhof Block B): the heating is off and the bathrooms grow mould, and five reps
take it up with the landlord, 2026-09-14 .. 2026-10-18, +02:00 CEST. Written blind
(held out).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Ananya': (6390527184, False),   # India, 24, MSc energy; B-3.04; emails Bram, coordinates
    'Jonas': (5827041936, False),    # Germany, 23, law; B-2.11; the letter, the rules; terse
    'Mariana': (7063918245, False),  # Brazil, 27, PhD biomed; B-2.07 (worst mould); lab shifts; kkkk
    'Cian': (6518273049, False),     # Ireland, 22, business; B-1.02; bar shifts; jokes, lowercase
    'Tolu': (5940382617, False),     # Nigeria, 26, MSc data science; B-4.09; the sheet, Tikkie
    'Codex': (7719530286, True),     # bot: terse
    'Claudie': (7480251936, True),   # bot: polite
}

SESSIONS = [
("2026-09-14 20:15", r"""
Ananya: hi all, made this so we stop flooding the big building group 🙈
Ananya: it's just the five of us who said we'd be reps + the two bots
Cian: the bots are the only ones in this building with working heating probably
Tolu: lol
#ctx_off Mariana: 4 days now without heating!! since thursday. my room was 15.5 this morning 🥶
Jonas: 17 in mine. And the bathroom ceiling is black again.
Mariana: mine is worse, the mould is on the shower curtain and the wall behind the mirror
Mariana: [photo]
Cian: jesus mariana that's a science project
Mariana: I work in a lab, I know what that is. it's not good kkkk
#d_portal_p Ananya: ok so proposal: tonight everyone logs a repair ticket on the Keystone portal, same wording, with a photo, so they can't say it's one person complaining
#d_portal_a1 Tolu: makes sense. I'll do mine now
#d_portal_a2 Mariana: yes!!
#d_portal_a3 Cian: grand, send the wording
#d_portal_a4 Jonas: Portal first, fine. If that goes nowhere we do it in writing properly.
Ananya: wording: "Heating in B-[room] not working since 10 Sept, room temp [x]°C. Mould in bathroom, see photo. Please repair urgently."
#nt_rooms Ananya: and send me your room numbers by Thursday so I can list them for Bram
#t_email Ananya: I'll also email Bram tomorrow morning and ask him to come and look at the building himself
#d_log_p Jonas: We should also log temperatures. Every room, 8am and 10pm, for two weeks. Otherwise it's our word against theirs.
#d_log_a1 Ananya: yes good
#d_log_a2 Mariana: ok I can do that, I'm up at 7 anyway for the lab
Cian: 8am is a human rights violation but fine
#d_log_a3 Cian: I'll do it from bed
#t_sheet Tolu: I'll make a shared sheet for it tonight, tab per floor, and a column for photos
#d_log_ok Ananya: perfect. 8 and 10 it is, starting tomorrow
"""),
("2026-09-14 23:05", r"""
#t_sheet_done Tolu: sheet's up, link pinned in the big group. one tab per floor, photos go in the drive folder
Jonas: Good. Thanks.
Cian: the formatting is beautiful tolu 😭 colour coded and everything
Tolu: data science degree finally paying off lol
"""),
("2026-09-15 09:40", r"""
#t_email_done Ananya: emailed Bram, asked for a walk-through this week or next, attached the list of rooms we have so far
#nt_photos Cian: should i send him the mould photos as well
#nt_photos_r >nt_photos Ananya: already attached them this morning, all of them
Cian: efficient
#nt_dad Jonas: My father is a Heizungsbauer in Bremen. I could send him photos of the boiler room if we get in.
#nt_dad_no >nt_dad Ananya: haha thank you but let's make Keystone's engineer do the work, that's what we pay them for
Jonas: Fair.
"""),
("2026-09-16 18:30", r"""
Mariana: question. can we buy dehumidifiers? my bathroom is never dry, the fan does nothing
#d_fund_p Mariana: if everyone in the block puts in 5 euro we can buy two good ones and move them around
#d_fund_obj Cian: why are we paying for their mould though
#d_fund_r Jonas: Keep the receipt and we put it in the letter as a cost we want back. If they refuse, it goes to the Huurcommissie with the rest.
#d_fund_a1 Cian: ah fine. a fiver's a fiver
#d_fund_a2 Tolu: I'm in
#d_fund_a3 Ananya: yes, 5 each, 38 rooms is 190
#d_fund_ok Mariana: 🙌 ok then 5 euro each, two dehumidifiers
#t_tikkie Tolu: I'll set up the Tikkie tonight and post it in the big group
#t_dehum Mariana: and I'll order them from Coolblue as soon as the money is in
Mariana: @Codex how much is a decent dehumidifier at coolblue?
Codex: A decent 20L one is about €85-€95 at Coolblue. For a 15 m² room at 80% humidity: run it 6-8 h a day with the door closed.
Mariana: thanks codex
#n_common Mariana: also maybe a space heater for the common room? we could all sit there in the evenings
#n_common_no >n_common Ananya: hmm let's not spend more until we hear from Bram
Cian: the common room is where joy goes to die anyway
"""),
("2026-09-16 22:10", r"""
#t_tikkie_done Tolu: tikkie's live. 5 euro, link in the big group
#nt_pay Tolu: pay by friday pls, I want to close it before the weekend
Cian: paid. first time I've paid for anything on time this year
"""),
("2026-09-17 13:05", r"""
Ananya: Bram replied!
#d_walk1_p Ananya: he can do a walk-through on Tuesday the 29th at 4pm. shall I say yes?
#d_walk1_a1 Jonas: Yes. That's late but fine.
#d_walk1_a2 Mariana: 4pm I can come, I'll leave the lab early
#d_walk1_a3 Tolu: works
Cian: i've class till 5 but you don't need me, i'll only make jokes
#d_walk1_ok Ananya: ok confirmed with him, Tue 29th 4pm, we meet in the lobby
#n_record Mariana: should we film the walk-through on our phones? just in case
#n_record_r >n_record Jonas: Ask him first, it's a grey area. Decide on the day.
#nt_lift Ananya: btw I already put a notice in the lift about the tickets and the sheet, in english and dutch
Tolu: saw it 👍
"""),
("2026-09-18 08:12", r"""
Tolu: morning readings are in. floor 4 average 16.1
Mariana: floor 2 15.8, and my room 15.2 😭
Jonas: The north side is worse. Makes sense.
#tikkie_total Tolu: tikkie closed: 38 of 38 paid, 190 euro
Cian: 38 of 38?? in this building? who are these people
"""),
("2026-09-19 14:40", r"""
Cian: [photo]
Cian: this is me in the library because it's warmer than my room
Tolu: the whole of block B is in that library lol
#t_letter Jonas: I'm drafting a proper letter anyway, in case the portal goes nowhere. Will have it in the drive by Monday.
Ananya: thank you jonas 🙏
#nt_naked Cian: if the heating's back by friday i'll run round the noorderplantsoen in my boxers
Mariana: I will film this kkkkk
Tolu: screenshot taken
"""),
("2026-09-20 16:45", r"""
Mariana: anyone going to the market at the vismarkt tomorrow? I need a hot water bottle and maybe a second duvet
Tolu: hema has hot water bottles, 8 euro
Cian: i'm wearing two hoodies and a beanie in bed like a burglar
Ananya: I've been doing my readings in the UB till closing every day lol
>ctx_off Jonas: Still black in my bathroom. I'm showering at the sports centre now.
Mariana: smart. the ACLO showers are so hot 😍
"""),
("2026-09-21 10:20", r"""
#ctx_closed Tolu: uh. just got an email: my ticket is "closed - resolved". nobody came
Mariana: mine too!!! resolved??? I'm wearing a coat inside
Ananya: same. all of them closed at 9:02 this morning
Cian: resolved by vibes
Jonas: Ok. That's what the letter is for.
#t_letter_done Jonas: Draft is in the drive: "Kroonhof B - defects letter". Heating since 10 Sept, mould in the bathrooms, the dehumidifier cost, and a deadline of 14 days.
#d_letter_p Jonas: Everyone signs the last page by Sunday night. I post it aangetekend on Monday, copy to Bram by email. That also starts the six weeks for the Huurcommissie.
#d_letter_a1 Ananya: signing now
#d_letter_a2 Mariana: signed ✍️
#d_letter_a3 Tolu: done, signed
#d_letter_a4 Cian: signed. feels like the good friday agreement
Ananya: @Claudie could you translate Jonas's letter into dutch? Bram is fine in english but their head office isn't
#t_bot_nl Claudie: Of course! I'll prepare a Dutch version of the letter and post it here shortly.
#t_floors Cian: and i'll do the door knocking for floors 0 and 1 this week, loads of them aren't in any group
Jonas: Good. We need as many as possible.
"""),
("2026-09-21 11:05", r"""
#t_bot_nl_done Claudie: Here is the Dutch version (full text in the drive as "Brief Kroonhof B - NL"):\n"Geachte heer/mevrouw, wij, de huurders van Kroonhof blok B, melden hierbij de volgende gebreken: de verwarming werkt sinds 10 september niet, en in de badkamers groeit schimmel ..."\nI kept the 14-day deadline and the list of rooms exactly as in the English version.
#nt_bot_reply Claudie: If you like, I can also draft a short, polite cover email to Bram to go with it.
Jonas: Dutch looks right to me. Better than anything I'd write.
Tolu: lol
"""),
("2026-09-22 21:15", r"""
#d_rent_p Cian: ok mad idea. we pay october rent into a separate pot and only release it when the heating works
#d_rent_a1 Mariana: YES. that's what we would do in Brazil
#d_rent_a2 Tolu: I'm in honestly
Jonas: In Germany you'd just reduce the rent, Mietminderung. Dutch law, I don't know.
#d_rent_a3 Ananya: ok let's do it, unless it turns out to be a bad idea
#t_account Jonas: I'll look at bunq for a shared account we can all pay into
#t_desk Ananya: and I'll call the housing desk at the student union tomorrow to double check it's allowed
#n_hostage Cian: or we just lock bram in the boiler room until it works
Mariana: kkkkk
"""),
("2026-09-23 15:30", r"""
Ananya: called the housing desk
#ctx_desk Ananya: very clear answer: don't withhold. they can start eviction for arrears, you'd need a court's ok first. the route is the Huurcommissie after the six weeks, and a reduction can go back to the date of the letter
#d_rent_drop1 Ananya: so the separate pot is off. everyone pays october rent as normal
#d_rent_drop2 Cian: grand, shelved. I did not want to be evicted in week 5
#d_rent_drop3 Mariana: ok ok 😔
#t_account_drop Jonas: No bunq account then. I hadn't opened it yet.
"""),
("2026-09-24 17:50", r"""
#t_dehum_done Mariana: DEHUMIDIFIERS ARRIVED 🎉 two of them, 89 each so 178 total. one on floor 2 one on floor 3, we rotate every 3 days
#t_receipt_p Jonas: Keep the receipt. We claim it.
#t_receipt Mariana: I'll scan it and put it in the drive this weekend
#t_floors_hand Cian: lads I'm on bar shifts every night this week, I only got floor 0 done. 8 of 8 signed. can someone take floor 1?
#t_floors_hand_ok >t_floors_hand Mariana: I'll do floor 1 tomorrow after the lab
Cian: you're a legend
#nt_bathtub Mariana: one day I will live somewhere with a proper bathtub. one day
Tolu: the dream
"""),
("2026-09-25 12:05", r"""
Ananya: bad news, Bram is sick
#ctx_sick Ananya: he can't do the 29th. he offers Thursday 1 Oct at 9 in the morning instead
Tolu: 9am on a thursday? half of us are in class
Mariana: I have an experiment at 9 that I can't move
#d_walk2_p Ananya: how about I ask him for the same Thursday but at 5pm?
#d_walk2_a1 Jonas: Yes, 5 is good.
#d_walk2_a2 Mariana: 5 I can!
#d_walk2_a3 Tolu: better
#d_walk2_ok Ananya: asked, he says Thursday 5pm works. so 1 Oct 5pm, lobby
"""),
("2026-09-25 21:40", r"""
#t_floors_done Mariana: floor 1 done! 9 of 10 signed, the guy in 1.06 never opens the door
#signed_rest Ananya: floors 2-4 are all signed too, 20 of 20. the last two I chased on whatsapp
Cian: so only one missing in the whole building. democracy
Jonas: Good enough. I'll add the signature pages to the letter.
"""),
("2026-09-26 13:20", r"""
Cian: [photo]
Cian: won 3-1 this morning, and the changing rooms at the pitch were warmer than my room
Tolu: congrats lol. did you score
Cian: i assisted. emotionally
Mariana: kkkkkk
"""),
("2026-09-28 11:15", r"""
#t_post_done Jonas: Posted. Aangetekend, 9.60 at the PostNL point in the Albert Heijn. Tracking number in the drive. Email copy went to Bram at 11:02.
Ananya: 🙏🙏
Tolu: that's the six weeks started then
Jonas: @Codex six weeks from today?
Codex: Monday 9 November 2026.
Jonas: Yes. From today.
#nt_bot_remind Codex: I can set a reminder here for 9 November if you want.
#d_paper_p Cian: saoirse from my first year flat writes for the uni paper. they're doing a series on student housing. we could give them our story
#d_paper_a1 Mariana: yes!! a bit of pressure
#d_paper_a2 Tolu: I like it. keystone hates bad press
#d_paper_a3 Ananya: ok, but let's keep it factual, photos and temperatures, no names of staff
#t_paper Cian: I'll text her tonight and send her a few photos
"""),
("2026-09-29 16:20", r"""
Ananya: another email from Bram
#ctx_engineer Ananya: their heating engineer from Noordwarmte can only come on Monday 5 Oct. Bram says it's better to do the walk-through then with the engineer there, 6pm
#d_walk3_p Ananya: honestly I'd rather wait till Monday and have the engineer there. otherwise it's just Bram nodding
#d_walk3_obj Mariana: noooo I'm in the lab till 7 on mondays. and my bathroom is the worst one, I want to be there
#d_walk3_r Jonas: We start with the boiler room and do your room last. It'll be 7 by then anyway.
#d_walk3_a1 Mariana: ok ok. monday. keep my bathroom for the grand finale kkkk
#d_walk3_a2 Tolu: monday 6 works
#d_walk3_a3 Cian: i can make monday actually
#d_walk3_ok Ananya: told Bram: Monday 5 Oct, 6pm, with the engineer. boiler room first, 2.07 last
"""),
("2026-09-30 20:00", r"""
#d_hc_p Jonas: Plan for after. If heating or mould are not fixed by 9 November, everyone who wants files with the Huurcommissie for a rent reduction. The fund pays the fees, it's 25 each.
#d_hc_obj Tolu: doesn't that take like 6 months though? some of us leave in february
#d_hc_r >d_hc_obj Jonas: Slow, yes. But the reduction runs from the date of the letter, not from the ruling. You get it back even if you've moved out.
#d_hc_a1 Tolu: ok that changes things. in
#d_hc_a2 Ananya: agree
#d_hc_a3 Mariana: yes
#d_hc_a4 Cian: aye
#t_forms Tolu: I'll find out what forms we need and put them in the drive
#n_lawyer Jonas: And if Keystone answers with a lawyer's letter we go straight back to the housing desk.
#n_petition Cian: should we do a change.org petition as well
#n_petition_no >n_petition Jonas: Nobody at Keystone reads change.org.
Cian: harsh but fair
"""),
("2026-10-02 14:30", r"""
Ananya: Keystone head office wrote to all of us
#ctx_heaters Ananya: they offer one oil heater per room + 20 euro a month off the electricity until the boiler is fixed
#d_heat_p Ananya: I think we take it? people are freezing
#d_heat_obj Jonas: Careful. If we just say thanks, they'll say the complaint is settled.
#d_heat_r Ananya: then we reply that we accept the heaters "without prejudice to our complaint of 28 September"
#d_heat_a1 Jonas: Then yes. With that sentence.
#d_heat_a2 Mariana: YES heaters 🔥
#d_heat_a3 Tolu: take it
#d_heat_a4 Cian: take it before they change their minds
Ananya: @Claudie is "without prejudice" ok in an email like this or too lawyery?
Claudie: It's fine and clear. A plain version would be: "We accept the heaters and the credit, but this does not settle our complaint of 28 September."
#n_bot_sept Claudie: You might also ask in the same reply for a rent reduction for September, since the heating was off for most of the month.
Ananya: perfect, sent it with the plain version. thanks claudie
#n_invite Tolu: do we invite blocks A and C to this? they must have the same boiler
#n_invite_r >n_invite Ananya: let's see after the walk-through first
"""),
("2026-10-03 11:10", r"""
Mariana: [photo]
Mariana: the heater is here!!! I love him. his name is Bram kkkk
Cian: mine smells like burning dust
Jonas: First time only. It goes away.
#nt_firstborn Mariana: if they fix my bathroom I will name my firstborn Bram too
Tolu: poor child
"""),
("2026-10-04 19:10", r"""
Mariana: I made feijoada for 10 people by accident. anyone hungry? floor 2 kitchen
Tolu: omw
Ananya: coming!! bringing rice
Cian: i'll bring my appetite and nothing else
Jonas: I'll come at 8. Tomorrow at 6, everyone remember.
Mariana: yes boss 🫡
"""),
("2026-10-05 17:55", r"""
Ananya: in the lobby, Bram is here, engineer 5 min away
Tolu: coming down
Cian: 2 min
+25m Jonas: Boiler room. Engineer says the heat exchanger is cracked. Part has to be ordered.
Tolu: [photo]
+40m Ananya: fans: he's checking every bathroom, so far 8 don't work at all
+20m Mariana: finally in 2.07. Bram looked at my wall and said "oh". just "oh" kkkkk
Cian: "oh" is going straight in the minutes
"""),
("2026-10-05 21:30", r"""
#walk_notes Ananya: summary of what they said: cracked heat exchanger, part ordered, repair on Monday 12 Oct. new extractor fans in the 8 bathrooms by the 16th, and a mould treatment in the worst rooms the same week
Jonas: Get that in writing.
#t_followup Ananya: yes, I'll send Bram a follow-up email tonight listing everything he promised, with the dates
Mariana: I can't believe he said oh
"""),
("2026-10-06 08:40", r"""
#t_followup_done Ananya: follow-up sent last night, cc'd the Keystone info address. the three promises and the dates, and that the 9 November deadline still stands
#d_paper_drop1 Ananya: also given they're actually fixing it now, maybe we hold off on the paper story?
#d_paper_drop2 Cian: yeah saoirse said no rush anyway. I'll tell her we're parking it
#d_paper_drop3 Tolu: agree, park it. we can always go back if the 12th doesn't happen
#t_paper_drop Cian: I never actually sent her the photos so nothing to take back
Jonas: Fine by me.
"""),
("2026-10-07 19:15", r"""
Tolu: @Codex from the shared sheet, can you give weekly averages per floor, 8am readings?
#t_bot_avg Codex: On it.
+1m #t_bot_avg_done Codex: 8am averages (°C):\nWeek 15-21 Sep: F0 16.9, F1 16.4, F2 15.7, F3 16.2, F4 16.0\nWeek 22-28 Sep: F0 16.5, F1 16.1, F2 15.3, F3 15.9, F4 15.8\nWeek 29 Sep-5 Oct (heaters from 3 Oct): F0 18.2, F1 17.9, F2 17.1, F3 17.6, F4 17.4\nLowest single reading: 14.8 (B-2.07, 28 Sep).
Mariana: 14.8 in my room 🙃 I'm famous
#n_bot_toezicht Codex: You could also report the building to the municipality's housing inspection; they can inspect independently.
Jonas: One thing at a time.
"""),
("2026-10-08 21:00", r"""
#d_pizza_p Cian: when the heat's back we need a party. pizza night in the common room, saturday 17th?
#d_pizza_a1 Mariana: YES 🍕
#d_pizza_a2 Ananya: love it, there's 12 euro left in the fund, rest we split
#d_pizza_a3 Tolu: in
#d_pizza_a4 Jonas: Ok. Saturday 17th.
#n_savefees Tolu: or actually should we keep the fund for the huurcommissie fees
#n_savefees_no >n_savefees Mariana: no!! we deserve pizza. fees are later, if ever
Tolu: lol fair
#nt_bake >d_pizza_p Cian: i'll bake something for one of these meetings at some point, my nan's soda bread
Mariana: I will hold you to it
"""),
("2026-10-12 12:30", r"""
Tolu: there's a Noordwarmte van outside 👀
Mariana: it's happening
Cian: don't look at it directly, you'll jinx it
"""),
("2026-10-13 07:50", r"""
#heat_back Mariana: RADIATOR IS HOT. 21 degrees in my room at 7:45!!!
Tolu: mine's on too!!
Ananya: finally 😭😭
Jonas: 20.5 here. Engineer texted Bram that the new part is in and the system is bled.
Cian: it's like waking up in spain
Cian: mariana was i supposed to run somewhere
Mariana: it was by a friday. you are safe kkkk
"""),
("2026-10-14 18:20", r"""
Ananya: fans update: new ones in 5 of the 8 bathrooms today, the other 3 on friday
Mariana: mine is one of the 3 of course
Tolu: do we still log temperatures?
Jonas: Till Sunday. Then two full weeks are done. Keep the sheet.
"""),
("2026-10-16 17:40", r"""
Mariana: fan is in, and they did the mould treatment in 2.07
Mariana: [photo]
Mariana: it's better but the corner still smells. and the wall behind the mirror is still grey
Jonas: Then the mould part isn't fixed. 9 November still stands for that.
#t_forms_re Tolu: forms are still on my list, I'll have them in the drive before the 9th
Ananya: thanks tolu
"""),
("2026-10-17 19:30", r"""
Cian: pizzas ordered, 8 of them, arriving 8pm
Ananya: bringing the speaker
Mariana: [photo]
Mariana: brigadeiros 🇧🇷
+1h Tolu: there are like 25 people here lol
Cian: the common room has never seen joy like it
Jonas: Someone from block A is asking about the letter. I told him to come to the next meeting.
"""),
("2026-10-18 13:10", r"""
Ananya: thanks all for last night ❤️ the common room is even warm now
Jonas: @Mariana receipt for the dehumidifiers? It's not in the drive yet.
#t_receipt_re Mariana: omg. tomorrow, I swear on my heater
Tolu: lol
Cian: good luck with the forms tolu, shout if you need a hand
"""),
]

DECISIONS = [
    dict(id='d1', text="Walk-through with Bram (Keystone) on Tue 29 Sep at 4pm",
         stated=['d_walk1_p', 'd_walk1_a1', 'd_walk1_a2', 'd_walk1_a3', 'd_walk1_ok'],
         agreed_by=['Ananya', 'Jonas', 'Mariana', 'Tolu'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_walk2_p', 'd_walk2_ok']),
    dict(id='d2', text="Bram sick: walk-through moved to Thu 1 Oct at 5pm (not his 9am)",
         stated=['d_walk2_p', 'd_walk2_a1', 'd_walk2_a2', 'd_walk2_a3', 'd_walk2_ok'],
         agreed_by=['Ananya', 'Jonas', 'Mariana', 'Tolu'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_walk3_p', 'd_walk3_ok']),
    dict(id='d3', text="Walk-through on Mon 5 Oct at 6pm with the Noordwarmte engineer; boiler room first, Mariana's 2.07 last",
         stated=['d_walk3_p', 'd_walk3_r', 'd_walk3_a1', 'd_walk3_a2', 'd_walk3_a3', 'd_walk3_ok'],
         agreed_by=['Ananya', 'Jonas', 'Mariana', 'Tolu', 'Cian'], objected_by=['Mariana'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text="Everyone logs a repair ticket on the Keystone portal, same wording, with a photo",
         stated=['d_portal_p', 'd_portal_a1', 'd_portal_a2', 'd_portal_a3', 'd_portal_a4'],
         agreed_by=['Ananya', 'Tolu', 'Mariana', 'Cian', 'Jonas'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_letter_p', 'd_letter_a1']),
    dict(id='d5', text="One joint defects letter signed by the tenants, sent registered (aangetekend) with an email copy to Bram; 14-day deadline; starts the six weeks",
         stated=['d_letter_p', 'd_letter_a1', 'd_letter_a2', 'd_letter_a3', 'd_letter_a4'],
         agreed_by=['Jonas', 'Ananya', 'Mariana', 'Tolu', 'Cian'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text="Tenant fund: 5 euro per room (190) to buy two dehumidifiers; receipt kept and claimed back in the letter",
         stated=['d_fund_p', 'd_fund_r', 'd_fund_a1', 'd_fund_a2', 'd_fund_a3', 'd_fund_ok'],
         agreed_by=['Mariana', 'Jonas', 'Cian', 'Tolu', 'Ananya'], objected_by=['Cian'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text="Every room logs its temperature at 8am and 10pm in the shared sheet for two weeks",
         stated=['d_log_p', 'd_log_a1', 'd_log_a2', 'd_log_a3', 'd_log_ok'],
         agreed_by=['Jonas', 'Ananya', 'Mariana', 'Cian'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text="If heating or mould aren't fixed by 9 Nov (six weeks after the letter), tenants file with the Huurcommissie; the fund pays the 25-euro fees",
         stated=['d_hc_p', 'd_hc_r', 'd_hc_a1', 'd_hc_a2', 'd_hc_a3', 'd_hc_a4'],
         agreed_by=['Jonas', 'Tolu', 'Ananya', 'Mariana', 'Cian'], objected_by=['Tolu'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text="Give the building's story to the uni paper (Cian's friend Saoirse)",
         stated=['d_paper_p', 'd_paper_a1', 'd_paper_a2', 'd_paper_a3'],
         agreed_by=['Cian', 'Mariana', 'Tolu', 'Ananya'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_paper_drop1', 'd_paper_drop2', 'd_paper_drop3']),
    dict(id='d10', text="Pay October rent into a separate pot until the heating works",
         stated=['d_rent_p', 'd_rent_a1', 'd_rent_a2', 'd_rent_a3'],
         agreed_by=['Cian', 'Mariana', 'Tolu', 'Ananya'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_rent_drop1', 'd_rent_drop2', 'd_rent_drop3']),
    dict(id='d11', text="Accept Keystone's oil heaters and 20-euro monthly electricity credit, replying that it does not settle the complaint",
         stated=['d_heat_p', 'd_heat_r', 'd_heat_a1', 'd_heat_a2', 'd_heat_a3', 'd_heat_a4'],
         agreed_by=['Ananya', 'Jonas', 'Mariana', 'Tolu', 'Cian'], objected_by=['Jonas'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d12', text="Pizza night in the common room on Sat 17 Oct once the heating is back (12 euro left in the fund, rest split)",
         stated=['d_pizza_p', 'd_pizza_a1', 'd_pizza_a2', 'd_pizza_a3', 'd_pizza_a4'],
         agreed_by=['Cian', 'Mariana', 'Ananya', 'Tolu', 'Jonas'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_common', 'n_common_no'], 'proposal not taken up'),   # space heater for the common room
    (['n_record', 'n_record_r'], 'question'),                 # film the walk-through? decide on the day
    (['n_hostage'], 'joke'),                                  # lock Bram in the boiler room
    (['n_lawyer'], 'hypothetical'),                           # if a lawyer's letter comes back
    (['n_petition', 'n_petition_no'], 'proposal not taken up'),  # change.org
    (['n_bot_sept'], 'bot suggestion ignored'),               # Claudie: ask for a September reduction
    (['n_invite', 'n_invite_r'], 'question'),                 # invite blocks A and C? after the walk-through
    (['n_bot_toezicht'], 'bot suggestion ignored'),           # Codex: municipal housing inspection
    (['n_savefees', 'n_savefees_no'], 'proposal not taken up'),  # keep the fund for fees instead of pizza
    (['ctx_sick'], 'proposal not taken up'),                  # Bram's Thursday 9am offer
]

TODOS = [
    dict(id='t1', owner='Ananya', task='Email Bram asking for a walk-through of the building',
         taken=['t_email'], due='2026-09-15', status='done', closed_by=['t_email_done'], handed_to=None),
    dict(id='t2', owner='Jonas', task='Draft the joint defects letter and put it in the drive',
         taken=['t_letter'], due='2026-09-21', status='done', closed_by=['t_letter_done'], handed_to=None),
    dict(id='t3', owner='Tolu', task='Make the shared temperature sheet (tab per floor, photo column)',
         taken=['t_sheet'], due='2026-09-14', status='done', closed_by=['t_sheet_done'], handed_to=None),
    dict(id='t4', owner='Cian', task='Knock on doors on floors 0 and 1 for signatures',
         taken=['t_floors', 't_floors_hand_ok'], due='2026-09-27', status='done',
         closed_by=['t_floors_done'], handed_to='Mariana'),
    dict(id='t5', owner='Mariana', task='Order two dehumidifiers from Coolblue once the fund is in',
         taken=['t_dehum'], due='', status='done', closed_by=['t_dehum_done'], handed_to=None),
    dict(id='t6', owner='Jonas', task='Post the letter registered on Monday and email a copy to Bram',
         taken=['d_letter_p'], due='2026-09-28', status='done', closed_by=['t_post_done'], handed_to=None),
    dict(id='t7', owner='Ananya', task='Call the student union housing desk about withholding rent',
         taken=['t_desk'], due='2026-09-23', status='done', closed_by=['ctx_desk'], handed_to=None),
    dict(id='t8', owner='Codex', task='Weekly 8am temperature averages per floor from the sheet',
         taken=['t_bot_avg'], due='', status='done', closed_by=['t_bot_avg_done'], handed_to=None),
    dict(id='t9', owner='Claudie', task="Translate Jonas's letter into Dutch",
         taken=['t_bot_nl'], due='', status='done', closed_by=['t_bot_nl_done'], handed_to=None),
    dict(id='t10', owner='Tolu', task='Set up the 5-euro Tikkie and post it in the building group',
         taken=['t_tikkie'], due='2026-09-16', status='done', closed_by=['t_tikkie_done'], handed_to=None),
    dict(id='t11', owner='Cian', task='Text Saoirse at the uni paper and send her photos',
         taken=['t_paper'], due='2026-09-28', status='dropped',
         closed_by=['d_paper_drop2', 't_paper_drop'], handed_to=None),
    dict(id='t12', owner='Jonas', task='Open a shared bunq account for the withheld rent',
         taken=['t_account'], due='', status='dropped', closed_by=['t_account_drop'], handed_to=None),
    dict(id='t13', owner='Ananya', task="Send Bram a follow-up email listing the walk-through promises and dates",
         taken=['t_followup'], due='2026-10-05', status='done', closed_by=['t_followup_done'], handed_to=None),
    dict(id='t14', owner='Tolu', task='Find the Huurcommissie forms and put them in the drive',
         taken=['t_forms', 't_forms_re'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Mariana', task='Scan the dehumidifier receipt into the drive',
         taken=['t_receipt', 't_receipt_re'], due='2026-09-27', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_rooms'], 'instruction to others'),            # room numbers by Thursday
    (['nt_photos', 'nt_photos_r'], 'already done by someone else'),  # mould photos → Ananya attached them
    (['nt_dad', 'nt_dad_no'], 'offer declined'),         # Jonas's father the heating engineer
    (['nt_pay'], 'instruction to others'),               # pay the Tikkie by Friday
    (['nt_lift'], 'already done'),                       # notice in the lift
    (['nt_naked'], 'banter promise'),                    # run round the Noorderplantsoen
    (['nt_bot_reply'], 'bot offer not taken up'),        # Claudie: cover email
    (['nt_bathtub'], 'vague wish'),                      # a proper bathtub
    (['nt_bot_remind'], 'bot offer not taken up'),       # Codex: reminder for 9 Nov
    (['nt_firstborn'], 'banter promise'),                # name the firstborn Bram
    (['nt_bake'], 'vague promise'),                      # soda bread at some point
    (['t_receipt_p'], 'instruction to others'),          # keep the receipt
]

QUESTIONS = [
    # ---- changed
    ("When is the building inspection with the landlord happening, in the end?",
     ['d_walk3_p', 'd_walk3_ok'],
     "Monday 5 October at 6pm, with the Noordwarmte engineer (it was Tue 29 Sep 4pm, then Thu 1 Oct 5pm)", 'changed'),
    ("What slot did Bram first give us for the inspection?",
     ['d_walk1_p', 'd_walk1_ok'], "Tuesday 29 September at 4pm", 'changed'),
    ("Why couldn't the first inspection date happen?",
     ['ctx_sick', 'd_walk2_p'],
     "Bram was sick; he offered Thursday 1 Oct at 9am, and the group asked for 5pm that day instead", 'changed'),
    ("Why did the Thursday inspection get pushed again?",
     ['ctx_engineer', 'd_walk3_p'],
     "Keystone's heating engineer could only come on Monday 5 Oct, so it was moved there to have him present", 'changed'),
    ("How are we officially complaining to Keystone now?",
     ['d_letter_p', 't_post_done'],
     "With one joint letter signed by the tenants, sent registered on 28 Sep with an email copy to Bram (14-day deadline, starts the six weeks)", 'changed'),
    ("What was the first way we reported the problems, and what happened to it?",
     ['d_portal_p', 'ctx_closed'],
     "Everyone logged a ticket on the Keystone portal with the same wording; all tickets were closed as 'resolved' on 21 Sep without anyone coming", 'changed'),
    ("Are we still holding back October rent?",
     ['d_rent_p', 'ctx_desk', 'd_rent_drop1'],
     "No. The housing desk warned it can lead to eviction for arrears, so everyone pays rent as normal; the route is the Huurcommissie", 'changed'),
    ("Is the student newspaper story still going ahead?",
     ['d_paper_p', 'd_paper_drop1', 'd_paper_drop2'],
     "No, it's parked because Keystone started fixing things; it can be revived if repairs stall", 'changed'),
    # ---- owner
    ("Who finished getting signatures on the first floor?",
     ['t_floors', 't_floors_hand', 't_floors_hand_ok', 't_floors_done'],
     "Mariana (Cian took floors 0 and 1, did floor 0, then handed floor 1 to her)", 'owner'),
    ("Who wrote the defects letter?",
     ['t_letter', 't_letter_done'], "Jonas", 'owner'),
    ("Who did the translation into Dutch for head office?",
     ['t_bot_nl', 't_bot_nl_done'], "Claudie (the bot)", 'owner'),
    ("Who worked out the per-floor weekly temperature averages?",
     ['t_bot_avg', 't_bot_avg_done'], "Codex (the bot)", 'owner'),
    ("Who collected the five euros from everyone?",
     ['t_tikkie', 't_tikkie_done', 'tikkie_total'], "Tolu, with a Tikkie", 'owner'),
    # ---- status
    ("Did the letter actually get sent?",
     ['d_letter_p', 't_post_done'],
     "Yes, Jonas posted it registered on 28 Sep (9.60) and emailed a copy to Bram", 'status'),
    ("Are the Huurcommissie forms ready?",
     ['t_forms', 't_forms_re'], "Not yet; Tolu says they'll be in the drive before 9 November", 'status'),
    ("Is the dehumidifier receipt in the drive?",
     ['t_receipt', 't_receipt_re'], "No; Mariana hasn't scanned it yet and promised to do it the next day", 'status'),
    ("Did Jonas set up the shared bank account for the rent?",
     ['t_account', 't_account_drop'], "No, dropped with the rent-withholding plan before he opened it", 'status'),
    ("Did Ananya put Bram's promises in writing after the inspection?",
     ['t_followup', 't_followup_done'], "Yes, she emailed him that night (cc Keystone info) with the promises and dates", 'status'),
    ("Have the dehumidifiers arrived?",
     ['t_dehum', 't_dehum_done'], "Yes, on 24 Sep; one on floor 2 and one on floor 3, rotated every three days", 'status'),
    # ---- single
    ("How big was the dehumidifier fund in total?",
     ['d_fund_a3', 'tikkie_total'], "190 euro: 5 euro from each of the 38 rooms, all paid", 'single'),
    ("What did the two dehumidifiers cost?",
     ['t_dehum_done'], "89 euro each, 178 total", 'single'),
    ("What did Keystone offer while the boiler was broken?",
     ['ctx_heaters'], "An oil heater for each room and 20 euro a month off the electricity until it's fixed", 'single'),
    ("What was actually wrong with the boiler?",
     ['walk_notes'], "A cracked heat exchanger; the part had to be ordered", 'single'),
    ("What was the coldest reading in the log, and where?",
     ['t_bot_avg_done'], "14.8 °C in B-2.07 on 28 September", 'single'),
    ("How many bathroom fans were found not working?",
     ['walk_notes'], "8", 'single'),
    # ---- temporal
    ("When did the heating come back on?",
     ['heat_back'], "Tuesday 13 October in the morning (after the repair on Monday the 12th)", 'temporal'),
    ("What's the date the six-week deadline runs out?",
     ['d_hc_p', 't_post_done'], "9 November", 'temporal'),
    ("Since when had the heating been off?",
     ['ctx_off'], "Since Thursday 10 September", 'temporal'),
    ("When was the pizza night?",
     ['d_pizza_p', 'd_pizza_a4'], "Saturday 17 October, in the common room", 'temporal'),
    # ---- multi
    ("Who didn't want to chip in for the dehumidifiers, and what changed their mind?",
     ['d_fund_obj', 'd_fund_r', 'd_fund_a1'],
     "Cian, who didn't see why tenants should pay for Keystone's mould; Jonas said the receipt goes in the letter as a cost to claim back, so Cian agreed", 'multi'),
    ("What was Tolu's worry about the Huurcommissie, and how was it answered?",
     ['d_hc_obj', 'd_hc_r', 'd_hc_a1'],
     "That it takes months and some tenants leave in February; Jonas said the reduction counts from the letter's date, so you get it back even after moving out", 'multi'),
    ("Why was Jonas wary of the heater offer, and how was that handled?",
     ['d_heat_obj', 'd_heat_r', 'd_heat_a1'],
     "He feared accepting would be read as settling the complaint; Ananya's reply said it doesn't settle the complaint, and he agreed", 'multi'),
    ("How many tenants ended up signing the letter?",
     ['t_floors_hand', 't_floors_done', 'signed_rest'],
     "37 of the 38 rooms: floor 0 8 of 8, floor 1 9 of 10, floors 2-4 20 of 20; only 1.06 never signed", 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=2, seed=20260914)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
