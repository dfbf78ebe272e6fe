#!/usr/bin/env python3
"""English (New Zealand) staff chat of a small dental practice in Wellington
(Brooklyn Road Dental): new booking system, staff Christmas do, broken
autoclave, a locum for the summer holiday, patient-reminder texts,
2025-11-03 .. 2025-12-07, +13:00 (NZDT).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Fiona': (4283019576, False),   # practice manager, 50s; organised, longer messages, "team"
    'Tama': (5619027438, False),    # Dr Tama Ngata, principal dentist; short and dry, "ka pai"
    'Grace': (6047713290, False),   # Dr Grace Liu, associate dentist; careful full sentences
    'Sione': (3752940861, False),   # hygienist; lowercase, jokes, "chur", "sweet as"
    'Kenzie': (5198834027, False),  # receptionist, 22; emoji, "heaps", "omg"
    'Codex': (7791250384, True),    # bot: terse, numbers
    'Claudie': (7846610239, True),  # bot: polite
}

SESSIONS = [
("2025-11-03 07:48", r"""
Fiona: Morning team. Quick one before the day kicks off
Fiona: ChairSide sent the final quote on Friday. It's $289 a month for three chairs including texts, and they can migrate everything from the old Exact database over a weekend.
#d_sys_p Fiona: I'd like to sign this week and go live Monday 17 November. That gives us two weeks to set up before the silly season.
#d_sys_a2 Tama: Fine by me. The old system is held together with tape
#d_sys_obj Grace: I'm not against ChairSide, but mid-November is our busiest fortnight with everyone squeezing in before Christmas. Could we wait until we reopen in January?
Kenzie: omg yes please to anything new, Exact crashed on me twice on Friday 😭
Sione: my vote is whatever lets me see the chart without 4 clicks
Fiona: Grace, fair point. ChairSide said they'd send a trainer in on Saturday the 15th for a half day so nobody learns it on the fly with a patient in the chair. And January means another two months of Exact's text reminders failing
#d_sys_ag Grace: If we get proper training on the Saturday, then OK. The 17th it is.
#d_sys_a1 Kenzie: yesss 🙌
#t_contract Fiona: Great. I'll sign and get the logins set up by Friday.
"""),
("2025-11-03 12:40", r"""
Sione: who left a tray of instruments in the steri room without bagging them
Sione: not mad just confused
Grace: Mine, sorry. Emergency extraction ran over. Doing them now.
"""),
("2025-11-04 08:05", r"""
#t_mobiles Kenzie: Before they migrate can I go through the patient list and fix the mobile numbers? heaps of them are landlines or have a 0 missing. I'll do it in quiet times this week
Fiona: Yes please Kenzie, that would save us a lot of bounced texts.
#d_rem1_p Fiona: On texts: ChairSide can send the reminder any time we like. I'd suggest 48 hours before, same as we've always done, with a reply Y to confirm.
#d_rem1_a1 Tama: 48 hours is fine
#d_rem1_a2 Grace: Agree.
#nd_online_q Tama: Does it do online booking for patients too?
Fiona: It does, but I'd rather not switch that on until we know the thing
"""),
("2025-11-04 15:10", r"""
Sione: that southerly is brutal, my 2pm cancelled cos she couldn't get up the hill from the bus
Kenzie: the door keeps blowing open in reception 🥶
Grace: My 3:30 brought scones for the front desk, they're in the staff room.
Sione: omw
Kenzie: omw x2
Tama: Save me one
"""),
("2025-11-05 17:32", r"""
#d_xmas1_p Fiona: Christmas do! I've been looking and the Boatshed Kitchen on Oriental Bay has a table for 10 on Friday 12 December at 7. Partners welcome, practice pays for staff. Thoughts?
#d_xmas1_a1 Sione: boatshed chur 🙌 they do that fish thing
#d_xmas1_a2 Kenzie: yesss I'm in!! can I bring my boyfriend?
Fiona: Of course, that's what partners welcome means 😄
#d_xmas1_a3 Tama: Sounds good
#t_boatshed Fiona: I'll book it tomorrow then before someone else grabs it
#nd_jumper_p Kenzie: also can we do ugly christmas jumpers 🎄
>nd_jumper_p Sione: its going to be 22 degrees kenz
Tama: No
Kenzie: 😂 fine
#d_santa_p Sione: what about secret santa tho. $25 limit, keeps it simple
#d_santa_a1 Kenzie: YES
#d_santa_a2 Fiona: Love it. Sione you're in charge
#t_santa Sione: sweet as, I'll do the draw next week, names in a hat
"""),
("2025-11-06 09:12", r"""
#t_boatshed_done Fiona: Boatshed booked. Friday 12 December, 7pm, table for 10. Deposit paid on the practice card.
Kenzie: 🥳
#grace_check Grace: I'll need to check that date at home, my sister's wedding is that weekend in Christchurch. I'll let you know.
Sione: dress code?
Kenzie: smart casual obvs 💅
Sione: so my good jandals
Tama: Shoes, Sione
"""),
("2025-11-07 16:10", r"""
#t_contract_done Fiona: Contract signed with ChairSide. Everyone has an email with their login, please set your password before Monday. Trainer confirmed for Sat 15th, 9 till 1.
#nt_leave_inst Fiona: And while I have you: leave requests for January to me by next Friday please, so I can sort cover.
Sione: chur
Kenzie: got it ✅
"""),
("2025-11-07 18:40", r"""
#grace_flight >grace_check Grace: Confirmed: I'm flying to Christchurch on Friday the 12th at 4pm for my sister's wedding. So the Boatshed dinner is out for me, sadly.
#d_xmas2_p Grace: Could we do lunch on Thursday the 11th instead? We could close at 12:30 that day, it's usually quiet the week before Christmas.
#d_xmas2_a1 Tama: Fine. We'll close the book from 12:30 Thursday
#d_xmas2_a2 Sione: lunch works, less of a late night for me too
#d_xmas2_a3 Kenzie: works for me!!
#d_xmas2_ok Fiona: OK, Thursday 11 December lunch then. I've emailed the Boatshed to see if they can move us to a lunch booking.
"""),
("2025-11-10 07:41", r"""
Tama: Morning. Caught two snapper off Makara yesterday, in case anyone wondered
Sione: pics or it didnt happen
Tama: [photo]
Kenzie: omg they're huge 🐟
Grace: Very impressive.
"""),
("2025-11-10 08:20", r"""
#boatshed_no_lunch Fiona: Boatshed came back: they don't do weekday lunches in December, it's all private functions. Grr.
Kenzie: noooo
#d_xmas3_p Sione: ok hear me out. east by west ferry to days bay, lunch at the pavilion, walk on the beach. 12:30 ferry from queens wharf, back by 4
Kenzie: omg that's so cute 🛳️
#d_xmas3_obj Tama: I get seasick on the Interislander. Not keen on a boat
>d_xmas3_obj Sione: its 20 mins across the harbour bro not cook strait
Grace: It's very sheltered on a calm day. And we can drive you round the bays if it's blowing a gale.
#d_xmas3_ag Tama: Fine. Twenty minutes. I'll survive
#d_xmas3_a1 Grace: Lovely, count me in.
#d_xmas3_a2 Kenzie: yesss
#d_xmas3_ok Fiona: Done then: Thursday 11 December, ferry to Days Bay and lunch at the Pavilion.
#t_ferry Sione: i'll sort the ferry tickets, group of 10 right?
Fiona: Yes, 10. Thanks Sione
#nt_van_offer Sione: or i can drive people round in my van if anyone's nervous
>nt_van_offer Tama: The ferry was the point of the whole exercise apparently
Sione: lol fair
"""),
("2025-11-10 14:25", r"""
#pavilion_booked Fiona: Boatshed cancelled, deposit refunded. Pavilion booked for 1pm Thursday 11 Dec, 10 people, set menu $55 a head.
Kenzie: 😍
"""),
("2025-11-11 10:02", r"""
Sione: uh oh
Sione: autoclave just threw an error 14 mid cycle and won't open
Sione: [photo]
Grace: That's the one it gave in August too.
#t_tech Tama: I'll ring Steri Services at lunch and get someone out
#nt_jug Sione: worst case i'll boil everything in the staff room jug
Kenzie: SIONE 😂
"""),
("2025-11-11 12:50", r"""
Tama: Steri Services coming tomorrow 8am.
#t_kelburn Grace: In the meantime I'll ask Kelburn Dental if we can run our instruments through theirs tomorrow. I know their practice manager.
Fiona: Thanks Grace. If we run out of kits the afternoon hygiene patients get moved.
"""),
("2025-11-11 16:40", r"""
#t_kelburn_done Grace: Kelburn are happy for us to use their autoclave until ours is sorted, after 5pm or before 8am. I took the first lot over at lunch.
Sione: legend
Tama: Ka pai
"""),
("2025-11-12 09:30", r"""
#t_tech_done >t_tech Fiona: Tech from Steri Services has been and gone. Pump is cooked. Repair is $2,700 plus the callout, and he says parts for our model are getting hard to find. Replacement SteriMax 23L is $8,900 installed.
Kenzie: omg
#nd_close_hypo Grace: If a new one wouldn't arrive until after Christmas, would we close early?
>nd_close_hypo Fiona: Let's not go there yet
Tama: @Codex autoclave repair $2,700 + $180 callout on a 12 year old unit vs new SteriMax $8,900. Compare over five years. Assume the old one needs a similar repair every 18 months
#t_bot_cost Codex: Working on it.
#t_bot_cost_done Codex: 5-year estimate:\n- Repair path: 2,880 now + ~3 more repairs x 2,880 = ~11,520, plus downtime days\n- Replace: 8,900 + service ~250/yr = ~10,150\n- Replacing is ~1,370 cheaper over 5 years and avoids ~6 lost days.
#nd_bot_lease Codex: Option: lease at ~$210/month instead of buying.
#nt_bot_po Codex: Can also draft the purchase order.
"""),
("2025-11-12 10:05", r"""
#d_auto_p Tama: Replace it. Not paying for a pump on a dinosaur
#d_auto_obj Fiona: I hear you but $8,900 in December hurts. That's the budget for the new chair light gone.
Grace: We're driving instruments to Kelburn twice a day. That can't last.
Sione: and if it dies again mid cycle with a full load we lose a morning
Fiona: Codex's numbers are fairly convincing too, I'll give it that.
#d_auto_ag Fiona: Alright. New one. The light can wait till March.
#d_auto_a1 Grace: Thank you.
#t_order_auto Fiona: I'll order the SteriMax today and ask how fast they can install.
"""),
("2025-11-12 15:14", r"""
#t_order_auto_done Fiona: Ordered. SteriMax 23L, delivery and install Thursday 27 November. We keep using Kelburn's until then.
Tama: Good
"""),
("2025-11-13 08:15", r"""
#d_sat_p Tama: With the pre-Christmas rush, I'd like to open two Saturday mornings, 6 and 13 December, 8 till 12. Me and Sione. Overtime rates.
#d_sat_a1 Sione: yeah i'm in, xmas money
#d_sat_a2 Fiona: Yes, the waitlist has 23 people on it
#t_sat Kenzie: I'll open up the slots in the book for both Saturdays and start calling the waitlist
Tama: Thanks Kenzie
#nt_lab_q Sione: someone should let the lab know we're open saturdays
#nt_lab_done >nt_lab_q Fiona: Already done, I rang them at 8 when Tama mentioned it to me 😉
"""),
("2025-11-13 16:55", r"""
Grace: Kelburn run update: I took the morning trays at 7:40, Sione brought them back at lunch. Their nurse asked that we bag and label everything with our name so nothing gets mixed up.
Sione: labelled them BRD in big letters
Sione: and drew a tooth
Grace: Thank you, very professional.
Kenzie: 😂
Fiona: Only two more weeks of this, hang in there team
"""),
("2025-11-14 12:20", r"""
#t_mobiles_done >t_mobiles Kenzie: finished the mobile numbers!!! fixed 312 and flagged 40 we have no mobile for 📱
Fiona: Amazing, thank you Kenzie
Grace: That's heroic.
#nd_fishtank_p Sione: random thought but we should get a fish tank in the waiting room. calms the nervous ones
>nd_fishtank_p Tama: Who cleans it
Sione: ...
Fiona: Let's park the fish
"""),
("2025-11-15 13:10", r"""
Kenzie: training done!! I actually like it 😅
Grace: It's much clearer than Exact. The charting is very good.
Sione: the perio chart is so nice bro
Tama: Fine. We'll see on Monday
#nt_pies Tama: If it falls over on day one I'm shouting pies
#d_paper_p Kenzie: can we keep the paper diary going as a backup for the first two weeks? just in case it crashes and we don't know who's coming in
#d_paper_a1 Fiona: Good idea. Paper diary alongside for the first fortnight, then we bin it.
#d_paper_a2 Tama: Yep
"""),
("2025-11-17 07:31", r"""
#golive Kenzie: ChairSide live 🚀
Kenzie: [photo]
Fiona: Go team
"""),
("2025-11-17 12:45", r"""
Sione: had to restart twice but its ok
Grace: Mine's been fine. Only issue is the lab slips print tiny.
Kenzie: paper diary matches so far ✅
Tama: No pies. Sorry
Sione: gutted
Kenzie: how do I find someone's last x-ray date again? 🙈
Grace: Patient card, imaging tab, top right. It sorts by date.
Kenzie: omg thank you
Fiona: Kenzie if you get stuck ring the ChairSide helpline, they said they're staffed till 8 all this week
"""),
("2025-11-18 08:30", r"""
Fiona: @Claudie can you draft the reminder text for the new system? Brooklyn Road Dental, appointment date/time with Dr name, reply Y to confirm, call 04 389 2217 to change. Under 160 characters if possible.
#t_bot_text Claudie: Of course, here's a first draft coming up.
#t_bot_text_done Claudie: "Kia ora [First name], reminder of your appointment with [Dr name] at Brooklyn Road Dental on [Day date] at [time]. Reply Y to confirm or call 04 389 2217 to change."\n(about 150 characters with typical names)
#nd_bot_twice Claudie: You might also consider sending two reminders, one at 48 hours and another on the morning of the appointment.
#nt_bot_xmas Claudie: I could also write a short Christmas message for patients if you'd like.
Fiona: Perfect, thank you. Kenzie can you put that in
Kenzie: done ✅
"""),
("2025-11-19 11:05", r"""
Sione: any of the locum agencies got back to you tama?
#d_locum_p Tama: DentalStaff NZ have a Dr Ben Whitaker for 5-23 January. Tuesday to Thursday. That's what I want
#d_locum_obj Sione: what about mere tawhiri, she did last summer and the patients loved her
#mere_nelson Tama: Emailed her. She's moved to Nelson and isn't doing Wellington this summer
#d_locum_ag Sione: ah bummer. ok whitaker then
#d_locum_a1 Grace: That works. I'll be here Mondays and Fridays anyway.
#d_locum_a2 Fiona: Fine with me, the agency rate is in the budget.
#t_locum Tama: I'll confirm with the agency this week
"""),
("2025-11-19 17:50", r"""
Kenzie: anyone want anything from the bakery, I'm going before it shuts
Sione: custard square pls
Tama: Mince and cheese
Grace: Nothing for me, thanks Kenzie.
"""),
("2025-11-20 16:45", r"""
#noshow_before Kenzie: ok so stats from this week: four no-shows and they were all on the 48 hour reminder, people reply Y and then just forget 🙃
#d_rem2_p Kenzie: the texts are going out at 9am the day before now, ChairSide lets me set it per appointment type so I've done it for everything
#d_rem2_a1 Grace: Good. Can the hygiene ones say to arrive five minutes early for the medical history?
#d_rem2_a2 Kenzie: added ✅
#d_rem2_a3 Sione: nice one kenz
#nd_fee_p Fiona: Should we be looking at a no-show fee as well?
>nd_fee_p Tama: Not before Christmas. See what the texts do first
Fiona: Fair enough
"""),
("2025-11-21 09:40", r"""
#t_locum_done >t_locum Tama: Whitaker confirmed. 6, 7, 8, 13, 14, 15, 20, 21, 22 January. Agency sending the contract to Fiona
Fiona: Got it, signed and sent back.
#t_induction Tama: I'll write him some induction notes. Where things are, how we chart, the Kelburn arrangement if it comes to that
Grace: Good idea.
"""),
("2025-11-21 14:20", r"""
Sione: hey so
Sione: i'm on that perio course in auckland mon-wed next week and then i'm flat out catching up
#t_ferry_hand Sione: kenz can you do the ferry tickets for me? group booking is on the east by west site, 10 people, 12:30 from queens wharf thursday 11th, return 3:30 from days bay
#t_ferry_take Kenzie: yep no worries I'll do it Monday 🛳️
Sione: ur a gem
"""),
("2025-11-24 10:15", r"""
#t_ferry_done >t_ferry_take Kenzie: ferry booked!! 10 return, 12:30 out 3:30 back, $24 each on the practice card 🎟️
Fiona: Thanks Kenzie
Tama: Good
"""),
("2025-11-24 13:30", r"""
Fiona: @Codex Christmas do costs: ferry 10 x $24, Pavilion 10 x $55 set menu, plus drinks allowance $200. Total please
Codex: Ferry 240 + lunch 550 + drinks 200 = $990.
#nd_bot_buffer Codex: Suggest budgeting $1,100 and picking a backup date in case the ferry's cancelled for wind.
Fiona: Thanks, that's under what we spent last year
>nd_bot_buffer Sione: wind? in wellington? never
"""),
("2025-11-24 17:05", r"""
Fiona: Team, quick reality check on December. The autoclave goes in on the 27th, which is fine, but it means no sterilising capacity at all on the 27th and Kelburn only till 5. I don't think we can carry two extra Saturdays on Kelburn's goodwill if anything slips.
#d_sat_drop Tama: Agreed. Forget the Saturdays. We'll squeeze the waitlist into January
Sione: fair, bit gutted about the overtime tho
#t_sat_drop Kenzie: ok I hadn't opened them yet, only called 5 off the waitlist and they're all fine with January
Grace: Probably wise.
"""),
("2025-11-25 12:30", r"""
Sione: back from auckland. learned heaps about lasers we can't afford
#nd_joke_laser Sione: we should sell tama's car to buy one
Tama: No
"""),
("2025-11-26 08:55", r"""
#d_close_p Fiona: Closure dates for the holidays: last day Tuesday 23 December, closing at 12:30. Back Monday 5 January. Tama and Grace alternating the emergency phone, one week each. OK?
#d_close_a1 Grace: I'll take the first week, 24th to the 31st. Tama has the new year.
#d_close_a2 Tama: Fine
#d_close_a3 Sione: sweet
#t_closure Kenzie: I'll put the dates on the website, facebook and the phone message this week
"""),
("2025-11-27 11:40", r"""
#autoclave_in Fiona: New autoclave is IN. [photo]
Fiona: Tech ran the test cycles, all passed. Bye bye Kelburn runs.
#nt_kelburn_card Grace: I dropped Kelburn a thank you card and some chocolates on the way in this morning.
Sione: RIP old autoclave, you were loud and bad
Kenzie: 😂😂
#nt_coffee_wish Kenzie: next we need a coffee machine that isn't older than me 🙏
"""),
("2025-11-28 15:50", r"""
#t_closure_done >t_closure Kenzie: closure dates up on the website + facebook ✅ and I re-recorded the phone message [photo]
Fiona: Thanks Kenzie, nice and clear.
#nt_baking Sione: i'll bring baking one of these weeks to celebrate the new steriliser
>nt_baking Kenzie: you said that in september 😂
"""),
("2025-12-01 08:10", r"""
Fiona: Morning all. Paper diary ends today as agreed, ChairSide has been fine for two weeks.
Kenzie: 🗑️📒
#nd_santa_q Kenzie: @Sione what happened with secret santa?? nobody's got a name
Sione: oh crap
#d_santa_drop Fiona: Honestly, with everything this month, let's just skip Secret Santa this year. The lunch is the treat.
Tama: Agree
#t_santa_drop >t_santa Sione: good cos i never did the draw lol
Kenzie: ok fair
"""),
("2025-12-02 13:15", r"""
#noshow_after Grace: The reminder texts are working. No no-shows in my column since they went to the day before.
#noshow_week Kenzie: 1 this whole week across everyone!! 📉
Tama: Ka pai
#nt_website Tama: I'll look at the photos on the website at some point, they're from 2016
"""),
("2025-12-03 17:20", r"""
#t_recall Sione: i'm going to go through the hygiene recall list this week, there's a heap of people overdue since covid who never got rebooked
Fiona: Yes please, ChairSide can give you the list by last visit date.
"""),
("2025-12-04 09:00", r"""
Kenzie: Pavilion emailed to check numbers for next thursday, still 10?
Fiona: Still 10. Grace's partner is coming before she flies on Friday, Kenzie's boyfriend, my husband, Sione's wife, Tama's wife.
Kenzie: ✅ told them
Kenzie: also what do I wear on a ferry, is it cold??
Grace: Bring a jacket, the harbour can be chilly even when it's sunny.
Sione: and sunblock, last time i got fried at days bay
#nt_karaoke Sione: if the pavilion has a mic i'm doing karaoke
Tama: They don't
"""),
("2025-12-05 16:30", r"""
Fiona: Tama, how are the induction notes for Ben coming along? The agency asked if we had anything to send him before Christmas.
#t_induction_re >t_induction Tama: Half done. Next week
#t_recall_re >t_recall Sione: recall list also half done, i'll finish it next week promise 🙏
Fiona: 👍
"""),
("2025-12-06 11:20", r"""
Kenzie: weather for thursday says fine and 18 with a light northerly ☀️
Sione: tama the harbour's gonna be a millpond
Tama: We'll see
Grace: I'm packing for Christchurch already, very excited.
"""),
("2025-12-07 19:35", r"""
Sione: [photo]
Sione: christmas tree up at ours, the kids put all the baubles on one branch
Kenzie: that's so cute 😭🎄
Fiona: Ours is still in the garage. Next weekend!
Tama: We have a pōhutukawa. Does the job
Grace: Enjoy your Sunday everyone, see you tomorrow.
"""),
]

DECISIONS = [
    dict(id='d1', text='Christmas do: dinner at the Boatshed Kitchen, Oriental Bay, Fri 12 Dec 7pm; partners welcome, practice pays for staff',
         stated=['d_xmas1_p', 'd_xmas1_a1', 'd_xmas1_a2', 'd_xmas1_a3', 't_boatshed_done'],
         agreed_by=['Fiona', 'Sione', 'Kenzie', 'Tama'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_xmas2_p', 'd_xmas2_ok']),
    dict(id='d2', text='Christmas do moved to lunch on Thu 11 Dec, practice closes at 12:30 (Grace flies on the 12th)',
         stated=['d_xmas2_p', 'd_xmas2_a1', 'd_xmas2_a2', 'd_xmas2_a3', 'd_xmas2_ok'],
         agreed_by=['Grace', 'Tama', 'Sione', 'Kenzie', 'Fiona'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_xmas3_p', 'd_xmas3_ok']),
    dict(id='d3', text='Christmas do: Thu 11 Dec, 12:30 ferry from Queens Wharf to Days Bay and lunch at the Pavilion',
         stated=['d_xmas3_p', 'd_xmas3_ag', 'd_xmas3_a1', 'd_xmas3_a2', 'd_xmas3_ok', 'pavilion_booked'],
         agreed_by=['Sione', 'Tama', 'Grace', 'Kenzie', 'Fiona'], objected_by=['Tama'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Patient reminder texts sent 48 hours before, reply Y to confirm',
         stated=['d_rem1_p', 'd_rem1_a1', 'd_rem1_a2'],
         agreed_by=['Fiona', 'Tama', 'Grace'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_rem2_p']),
    dict(id='d5', text='Reminder texts go out at 9am the day before the appointment',
         stated=['d_rem2_p', 'd_rem2_a1', 'd_rem2_a3'],
         agreed_by=['Kenzie', 'Grace', 'Sione'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Sign up to ChairSide ($289/month) and go live Mon 17 Nov, with trainer on Sat 15 Nov',
         stated=['d_sys_p', 'd_sys_a2', 'd_sys_ag', 'd_sys_a1', 't_contract_done'],
         agreed_by=['Fiona', 'Tama', 'Grace', 'Kenzie'], objected_by=['Grace'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Replace the autoclave with a new SteriMax 23L ($8,900) instead of repairing the pump',
         stated=['d_auto_p', 'd_auto_ag', 'd_auto_a1', 't_order_auto_done'],
         agreed_by=['Tama', 'Fiona', 'Grace'], objected_by=['Fiona'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text="Locum for Tama's holiday: Dr Ben Whitaker via DentalStaff NZ, 5-23 Jan, Tuesday to Thursday",
         stated=['d_locum_p', 'd_locum_ag', 'd_locum_a1', 'd_locum_a2', 't_locum_done'],
         agreed_by=['Tama', 'Sione', 'Grace', 'Fiona'], objected_by=['Sione'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Secret Santa with a $25 limit',
         stated=['d_santa_p', 'd_santa_a1', 'd_santa_a2'],
         agreed_by=['Sione', 'Kenzie', 'Fiona'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_santa_drop']),
    dict(id='d10', text='Open two Saturday mornings, 6 and 13 Dec, 8-12 (Tama and Sione)',
         stated=['d_sat_p', 'd_sat_a1', 'd_sat_a2'],
         agreed_by=['Tama', 'Sione', 'Fiona'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_sat_drop']),
    dict(id='d11', text='Holiday closure: last day Tue 23 Dec (close 12:30), back Mon 5 Jan; Grace then Tama on the emergency phone',
         stated=['d_close_p', 'd_close_a1', 'd_close_a2', 'd_close_a3'],
         agreed_by=['Fiona', 'Grace', 'Tama', 'Sione'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d12', text='Keep the paper diary alongside ChairSide for the first two weeks',
         stated=['d_paper_p', 'd_paper_a1', 'd_paper_a2'],
         agreed_by=['Kenzie', 'Fiona', 'Tama'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['nd_online_q'], 'question'),                          # online booking?
    (['nd_jumper_p'], 'proposal not taken up'),             # ugly jumpers -> 22 degrees, no
    (['nd_close_hypo'], 'hypothetical'),                    # close early if no autoclave?
    (['nd_bot_lease'], 'bot suggestion ignored'),           # Codex: lease
    (['nd_fishtank_p'], 'proposal not taken up'),           # fish tank -> park it
    (['nd_bot_twice'], 'bot suggestion ignored'),           # Claudie: two reminders
    (['nd_fee_p'], 'proposal not taken up'),                # no-show fee -> not before Christmas
    (['nd_joke_laser'], 'joke'),                            # sell Tama's car
    (['nd_santa_q'], 'question'),                           # what happened with secret santa?
    (['nd_bot_buffer'], 'bot suggestion ignored'),          # Codex: $1,100 and a backup date
]

TODOS = [
    dict(id='t1', owner='Fiona', task='Sign the ChairSide contract and set up everyone\'s logins',
         taken=['t_contract'], due='2025-11-07', status='done', closed_by=['t_contract_done'], handed_to=None),
    dict(id='t2', owner='Kenzie', task='Fix patient mobile numbers before the migration',
         taken=['t_mobiles'], due='2025-11-09', status='done', closed_by=['t_mobiles_done'], handed_to=None),
    dict(id='t3', owner='Tama', task='Ring Steri Services to get the autoclave looked at',
         taken=['t_tech'], due='2025-11-11', status='done', closed_by=['t_tech_done'], handed_to=None),
    dict(id='t4', owner='Sione', task='Book the group ferry tickets to Days Bay',
         taken=['t_ferry', 't_ferry_take'], due='', status='done', closed_by=['t_ferry_done'], handed_to='Kenzie'),
    dict(id='t5', owner='Fiona', task='Book the Boatshed for Fri 12 Dec',
         taken=['t_boatshed'], due='2025-11-06', status='done', closed_by=['t_boatshed_done'], handed_to=None),
    dict(id='t6', owner='Kenzie', task='Open the Saturday slots in the book and call the waitlist',
         taken=['t_sat'], due='', status='dropped', closed_by=['d_sat_drop', 't_sat_drop'], handed_to=None),
    dict(id='t7', owner='Sione', task='Do the Secret Santa draw',
         taken=['t_santa'], due='2025-11-16', status='dropped', closed_by=['d_santa_drop', 't_santa_drop'], handed_to=None),
    dict(id='t8', owner='Tama', task='Confirm Dr Whitaker with the locum agency',
         taken=['t_locum'], due='2025-11-23', status='done', closed_by=['t_locum_done'], handed_to=None),
    dict(id='t9', owner='Codex', task='Five-year cost comparison: repair vs replace the autoclave',
         taken=['t_bot_cost'], due='', status='done', closed_by=['t_bot_cost_done'], handed_to=None),
    dict(id='t10', owner='Claudie', task='Draft the patient reminder text',
         taken=['t_bot_text'], due='', status='done', closed_by=['t_bot_text_done'], handed_to=None),
    dict(id='t11', owner='Grace', task='Arrange with Kelburn Dental to use their autoclave meanwhile',
         taken=['t_kelburn'], due='', status='done', closed_by=['t_kelburn_done'], handed_to=None),
    dict(id='t12', owner='Fiona', task='Order the new SteriMax and find out the install date',
         taken=['t_order_auto'], due='2025-11-12', status='done', closed_by=['t_order_auto_done'], handed_to=None),
    dict(id='t13', owner='Kenzie', task='Put the holiday closure dates on the website, Facebook and phone message',
         taken=['t_closure'], due='2025-11-30', status='done', closed_by=['t_closure_done'], handed_to=None),
    dict(id='t14', owner='Sione', task='Go through the hygiene recall list for overdue patients',
         taken=['t_recall', 't_recall_re'], due='2025-12-07', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Tama', task='Write induction notes for the locum',
         taken=['t_induction', 't_induction_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_leave_inst'], 'instruction to others'),           # leave requests by next Friday
    (['nt_van_offer'], 'offer declined'),                   # drive people in the van
    (['nt_jug'], 'banter promise'),                         # boil everything in the jug
    (['nt_bot_po'], 'bot offer not taken up'),              # Codex: purchase order
    (['nt_lab_q', 'nt_lab_done'], 'already done by someone else'),  # tell the lab
    (['nt_pies'], 'banter promise'),                        # shouting pies
    (['nt_bot_xmas'], 'bot offer not taken up'),            # Claudie: Christmas message
    (['nt_coffee_wish'], 'vague wish'),                     # coffee machine
    (['nt_baking'], 'vague promise'),                       # baking one of these weeks
    (['nt_website'], 'vague promise'),                      # website photos at some point
    (['nt_karaoke'], 'banter promise'),                     # karaoke if there's a mic
    (['nt_kelburn_card'], 'already done'),                  # thank-you card dropped off
]

QUESTIONS = [
    # ---- changed (8)
    ('Where and when is the staff Christmas do happening now?',
     ['d_xmas3_p', 'd_xmas3_ok', 'pavilion_booked'], 'Thursday 11 December: 12:30 ferry from Queens Wharf to Days Bay, lunch at the Pavilion at 1pm', 'changed'),
    ('What was the original plan for the Christmas do?',
     ['d_xmas1_p', 't_boatshed_done'], 'Dinner at the Boatshed Kitchen on Oriental Bay, Friday 12 December at 7pm', 'changed'),
    ('Why was the Christmas do moved off the Friday night?',
     ['grace_flight', 'd_xmas2_p'], "Grace flies to Christchurch on the 12th at 4pm for her sister's wedding", 'changed'),
    ('Why did the Thursday lunch at the Boatshed not happen?',
     ['boatshed_no_lunch'], "The Boatshed doesn't do weekday lunches in December (private functions only)", 'changed'),
    ('When do patients get their reminder text now?',
     ['d_rem2_p'], 'At 9am the day before the appointment', 'changed'),
    ('How far ahead were reminder texts meant to go out when we set ChairSide up?',
     ['d_rem1_p', 'd_rem1_a1'], '48 hours before, with reply Y to confirm', 'changed'),
    ('What happened to the plan to open on Saturday mornings in December?',
     ['d_sat_drop', 't_sat_drop'], 'Dropped because of the autoclave install and relying on Kelburn; the waitlist goes into January', 'changed'),
    ('Are we still doing Secret Santa?',
     ['d_santa_drop'], 'No, it was skipped this year; the lunch is the treat', 'changed'),
    # ---- owner (5)
    ('Who ended up booking the ferry tickets?',
     ['t_ferry_hand', 't_ferry_take', 't_ferry_done'], 'Kenzie (Sione handed it over because of his Auckland course)', 'owner'),
    ('Who sorted out using another practice\'s steriliser?',
     ['t_kelburn', 't_kelburn_done'], 'Grace, with Kelburn Dental', 'owner'),
    ('Who is writing the notes for the locum?',
     ['t_induction', 't_induction_re'], 'Tama', 'owner'),
    ('Who worked out whether repairing or replacing the autoclave was cheaper?',
     ['t_bot_cost', 't_bot_cost_done'], 'Codex (the bot)', 'owner'),
    ('Whose job was tidying the phone numbers on patient files?',
     ['t_mobiles', 't_mobiles_done'], 'Kenzie (312 fixed, 40 flagged)', 'owner'),
    # ---- status (6)
    ('Is the list of overdue hygiene patients finished?',
     ['t_recall', 't_recall_re'], 'Not yet, Sione says half done and will finish next week', 'status'),
    ('Are the locum induction notes ready?',
     ['t_induction', 't_induction_re'], 'No, Tama says half done, next week', 'status'),
    ('Did Kenzie open the Saturday appointment slots?',
     ['t_sat', 't_sat_drop'], 'No, the Saturdays were dropped before she opened them; she had called 5 waitlist patients', 'status'),
    ('Did anyone do the Secret Santa draw?',
     ['t_santa', 't_santa_drop'], 'No, Sione never did it and Secret Santa was dropped', 'status'),
    ('Is the holiday closure on the website yet?',
     ['t_closure_done'], 'Yes, on the website and Facebook, and the phone message is re-recorded', 'status'),
    ('Did someone get the technician out to look at the autoclave?',
     ['t_tech', 't_tech_done'], 'Yes, Steri Services came on 12 Nov; the pump was gone', 'status'),
    # ---- single (6)
    ('How much is ChairSide a month?',
     ['d_sys_p'], '$289 a month for three chairs, texts included', 'single'),
    ('What does the new autoclave cost?',
     ['t_tech_done'], '$8,900 installed (SteriMax 23L)', 'single'),
    ('Which agency is the locum coming through?',
     ['d_locum_p'], 'DentalStaff NZ', 'single'),
    ('How much were the ferry tickets each?',
     ['t_ferry_done'], '$24 return each, on the practice card', 'single'),
    ('Who covers the emergency phone over the first week of the break?',
     ['d_close_a1'], 'Grace (24th to the 31st); Tama takes the new year', 'single'),
    ('What is the set menu at the Pavilion per head?',
     ['pavilion_booked'], '$55 a head', 'single'),
    # ---- temporal (4)
    ('When was the new autoclave installed?',
     ['t_order_auto_done', 'autoclave_in'], 'Thursday 27 November', 'temporal'),
    ('Which days is the locum working?',
     ['t_locum_done'], '6-8, 13-15 and 20-22 January (Tuesday to Thursday)', 'temporal'),
    ('When is our last day before the break and when do we reopen?',
     ['d_close_p'], 'Last day Tuesday 23 December (close 12:30), back Monday 5 January', 'temporal'),
    ('When did ChairSide go live?',
     ['d_sys_p', 'golive'], 'Monday 17 November', 'temporal'),
    # ---- multi (4)
    ('Why did Grace drop her objection to going live in November?',
     ['d_sys_obj', 'd_sys_ag'], 'ChairSide offered a trainer on Saturday 15 Nov, so nobody learns on the fly; she agreed on that condition', 'multi'),
    ('What convinced Fiona to spend the money on a new autoclave?',
     ['d_auto_obj', 't_bot_cost_done', 'd_auto_ag'], 'The Kelburn runs twice a day could not last, the risk of losing a morning, and Codex showing replacing is about $1,370 cheaper over five years; the chair light waits till March', 'multi'),
    ('Why is the locum not Mere Tawhiri again?',
     ['d_locum_obj', 'mere_nelson'], 'She moved to Nelson and is not working in Wellington this summer', 'multi'),
    ('How have no-shows changed since the texts moved?',
     ['noshow_before', 'noshow_after', 'noshow_week'], 'Four no-shows in a week on the 48-hour text; after the day-before texts, one in a whole week and none in Grace\'s column', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=13, seed=20251103)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
