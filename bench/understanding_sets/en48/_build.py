#!/usr/bin/env python3
"""English (Nigerian) residents' chat of Olive Close, Gwarimpa, Abuja: the close's
old borehole has failed and 24 flats club together for a new one (quotes, levy,
drilling date, tank, solar pump, water test), 2026-09-14 .. 2026-10-18, +01:00 (WAT,
no daylight saving in Nigeria).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Funmi': (6204918375, False),   # 54, retired civil servant, chair of the close; formal, "God bless"
    'Chidi': (5731086294, False),   # 38, telecoms engineer; quotes, pump, solar; pidgin mix
    'Hauwa': (7048261953, False),   # 31, pharmacist, treasurer; lowercase, emojis, "abeg"
    'Tunde': (5862940173, False),   # 27, remote developer; jokes, "omo", "lol"
    'Emeka': (6917305824, False),   # 61, landlord of two flats; careful with money; "my brother"
    'Codex': (7751402968, True),    # bot; terse
    'Claudie': (7728190534, True),  # bot; polite
}

SESSIONS = [
("2026-09-14 19:35", r"""
Funmi: Good evening house. I trust we are all managing
Funmi: As you all know the borehole has not brought water since Saturday. Mallam Audu says the pump is pulling only air
Emeka: Na wa. Second time this year
Tunde: my tank is bone dry. i bathed with sachet water this morning lol
#tanker1 Hauwa: we bought tanker water yesterday, 18k for 10,000 litres 😩
Chidi: The pump is not the problem this time. The borehole itself don dry. It's only 45m, that 2011 driller did rubbish work
#start Funmi: So I think the time has come to drill a new one properly. Rather than everybody buying tanker water every week
Emeka: How much are we talking about
#t1 Chidi: Let me get quotes from three drillers. I'll bring them by Friday
Funmi: Thank you Chidi. God bless
Tunde: i've added two bots to help us keep track. @Codex @Claudie say hello
Codex: Hello. Ask when you need something.
Claudie: Good evening everyone 😊 I'm happy to help Olive Close with the borehole whenever you need me.
Emeka: Is it a person typing
Tunde: lol no sir, it's AI
Emeka: Hmm. Ok
"""),
("2026-09-15 08:10", r"""
#nd_mains Emeka: Before we spend money, why don't we just connect to the estate mains
#nd_mains_no >nd_mains Chidi: Sir that line has been dry since 2019. No 3 connected last year and not one drop has come
Hauwa: true, the pipe at the gate is just for decoration 😂
Emeka: Ok o. I'm just asking
"""),
("2026-09-16 21:40", r"""
#tanker2 Tunde: tanker guy just told me 20k now because "diesel"
Hauwa: omo
#nd_rain Tunde: we should just pray for rain and harvest it from the roof honestly
Emeka: In September? Rain is going
Tunde: small faith sir 😂
"""),
("2026-09-17 07:40", r"""
Emeka: Good morning. Tanker came at 6am and blocked my gate for one hour
Tunde: sir at least it came lol. mine has been saying "tomorrow" since monday
Hauwa: the one from Dutse is more reliable. let me send his number
Hauwa: [contact]
Emeka: Thank you my daughter
"""),
("2026-09-18 18:20", r"""
#t1_done Chidi: Ok here are the quotes for a motorised borehole (drilling, casing, gravel pack, flushing):
#quotes Chidi: 1. Yakubu Drilling (Kubwa) - 1.6m for 80m\n2. Bright Waters - 1.45m for 60m\n3. Sunday & Sons - 1.9m for 90m
#d12_p Chidi: My advice: we go with Yakubu but we don't go below 80m. The ones in Phase 2 that stopped at 60 all dried up in two years
#d12_a1 Funmi: That makes sense. We don't want to do this again
#d12_a2 Hauwa: 80m abeg, no shortcuts
#d12_a3 Tunde: yakubu 80m 👍🏾
#d12_a4 Emeka: Fine. But he should show us the pipes before and after
#nt_bot_compare Claudie: Would you like me to put the three quotes side by side in a table? 😊
Chidi: No need, it's just three lines
#nd_hyp Chidi: If he doesn't hit good water at 80 we may have to go to 100, but let's pray it doesn't come to that
"""),
("2026-09-19 11:05", r"""
#costs Funmi: Let me summarise what Chidi and I discussed on the phone: drilling 1.6m, pump and solar about 520k, pipes, plumbing and the lab test about 200k. Total roughly 2.32m
#d6_p Funmi: We are 24 flats. I propose 100k per flat
#d6_obj Emeka: 100k?? The last time we did the pump it was 25k per flat. Some of my tenants will not pay that at once
#d6_ans >d6_obj Hauwa: sir we can split it. 50k now, 50k after drilling. and tanker water is already costing people 20k every week
#d6_ans2 Chidi: Sir in 5 weeks of tanker water you've spent 100k anyway
#d6_agree Emeka: Ok. Two instalments then. I'll talk to my tenants
#d6_a1 Funmi: Thank you sir. So 100k per flat, two instalments of 50k
#d6_a2 Tunde: fair
#d6_a3 Hauwa: 👍🏾
#t2 Hauwa: i'll put the payment sheet and account details here by sunday
"""),
("2026-09-20 17:45", r"""
#t2_done Hauwa: ok account for the borehole: Olive Close Residents, Moniepoint 8032217460. payment sheet pinned, 24 flats listed
Hauwa: [photo]
#nt_due Hauwa: first instalment by next sunday please 🙏🏾
#nt_paid Emeka: I have paid for my two flats. 100k
Hauwa: received sir thank you
Tunde: paid 50 ✅
#nd_tenants Emeka: Question. Should tenants who are moving out next month also pay the full 100k?
Hauwa: hmm. let's see who is actually moving first sir
"""),
("2026-09-21 20:10", r"""
#d1_p Chidi: Spoke to Yakubu. He can bring the rig Saturday 3rd October, 7am
#d1_a1 Funmi: Saturday 3rd is fine
#d1_a2 Hauwa: i'm around 👍🏾
#d1_a3 Emeka: Ok by me
#d1_a4 Tunde: saturday 3rd it is
#d1_ok Chidi: Sharp. I'll tell him 3rd
#t3 Funmi: I will inform the estate facility office this week so the rig can come in without wahala at the gate
#nd_bot_contract Codex: Suggestion: ask the driller for a 3-year maintenance contract.
Tunde: codex wants us to marry yakubu lol
"""),
("2026-09-22 13:30", r"""
#d7_p Chidi: On the pump. I'd rather we go solar. 1hp DC submersible and 4 panels. Fuel is 1,250 a litre now, we can't be running gen for water every morning
#d7_a1 Funmi: I support. The generator noise at 6am was a problem anyway
#d7_a2 Hauwa: solar 100%
#d7_a3 Emeka: Solar is ok if it can lift from 80m
#d7_chk Chidi: It can sir, that's why 1hp. I checked with the dealer
#d7_a4 Tunde: yes please, no more gen at 6am 🙏🏾
#t7 Chidi: I'll buy the pump and panels at Zone 4 after the drilling, once we know the depth
"""),
("2026-09-23 19:50", r"""
#d4_p Funmi: For the tank, I was thinking we keep the old stand and buy two new 2,000 litre GeePee tanks. The old tanks are cracked
#d4_a1 Emeka: Yes, the stand is still there, no need to build another one
#d4_a2 Hauwa: ok by me
#d4_a3 Chidi: Fine. Two 2,000 on the old stand
#t5 Chidi: Let me get Musa the welder to look at the stand this weekend before we buy tanks
#nd_dispenser Hauwa: should we get water dispensers for the flats too or is that too much
Funmi: Let us finish with the borehole first my dear
"""),
("2026-09-24 21:15", r"""
#d10_p Tunde: random idea but hear me out. Street 5 people buy water from mai ruwa every day. We sell to them from our tap, 50 naira per jerrycan. pays for maintenance
#d10_a1 Hauwa: honestly not bad
#d10_a2 Chidi: It will pay for the pump repairs. I'm in
#d10_a3 Funmi: If it's controlled, ok. Only in the evening
#d10_a4 Emeka: Ok. But no crowd in front of my gate
#t4 Tunde: i'll design a small flyer for street 5. will have it by next week
#nt_suya Tunde: and if yakubu hits water at 40m i'm buying everyone suya 😂
Hauwa: we are holding you to it
"""),
("2026-09-25 20:30", r"""
#noise Tunde: did anyone else hear that noise at 2am?
>noise Chidi: It was Alhaji's generator
Hauwa: that thing sounds like an aeroplane 😂
Funmi: Let us not discuss our neighbour's generator at night please 😂
Tunde: ma it's a borehole group, we are only allowed to gossip about water lol
"""),
("2026-09-26 12:40", r"""
#t5_done Chidi: Musa came this morning. The stand is finished. Two of the legs are rusted through at the base, he says he wouldn't put 4 tons on it
Chidi: [photo]
Hauwa: chai
Funmi: Eh! Good thing we checked
#d5_p Emeka: I spoke with Alhaji Sule at No 9. The 5,000 litre Hoppers tank behind his BQ is on a concrete stand and he hasn't used it since he connected his own borehole
#d5_p2 Emeka: He says we can have it free, we only run the pipes. I told him we will take it
#d5_a1 Chidi: 5,000 on concrete is even better. Saves us the 2 tanks money
#d5_a2 Funmi: Please thank Alhaji for us
#d5_a3 Hauwa: God bless alhaji 🙏🏾
#d5_a4 Tunde: alhaji the real MVP
#t11 Emeka: I will buy the padlocks and get a cage made for the borehole head before the drilling
"""),
("2026-09-27 20:00", r"""
Hauwa: update: 21 of 24 flats have paid the first 50k. 3 outstanding, i've messaged them
Funmi: Well done Hauwa
Tunde: who is owing 👀
Hauwa: i won't say 😂
#nd_name Tunde: also we should name the borehole after madam chair. Funmi Springs
Funmi: Tunde please 😂
"""),
("2026-09-28 18:00", r"""
Hauwa: the 3 outstanding have paid. all 24 flats in for the first instalment 🙌🏾
Funmi: Excellent. Thank you all
Chidi: 👏🏾
"""),
("2026-09-29 09:25", r"""
#d2_why Chidi: Bad news. Yakubu's rig broke down at a site in Kuje. Compressor issue. He can't make Saturday
Emeka: These drillers
#d2_p Chidi: He says it will be fixed by Tuesday. He's offering Wednesday 7th, 7am
#d2_a1 Funmi: Wednesday is fine. I am at home
#d2_a2 Hauwa: i'll be at work but that's fine
#d2_a3 Tunde: i work from home so i can watch
#d2_ok Chidi: Ok, I've told him 7th. Wednesday 7am
#nd_bot_uv Codex: Consider adding a UV filter after the tank.
"""),
("2026-09-30 20:35", r"""
#d11_p Funmi: When the water comes, I think we should do a small commissioning for the close. Sunday 18th, small chops, a DJ for two hours, let the children enjoy
#d11_a1 Tunde: a party?? i'm in 🎉
#d11_a2 Hauwa: yes!! we deserve it after all this
#d11_a3 Emeka: As long as the money is separate. Ok
#d11_a4 Chidi: Why not
#t6 Funmi: I will book the caterer and my cousin's DJ by next week
#nt_bathe Emeka: When this water comes I will bathe three times a day
Hauwa: 😂😂 sir
"""),
("2026-10-01 10:15", r"""
Tunde: happy independence day naija 🇳🇬
Hauwa: happy 66th 🇳🇬
Emeka: 66 years and we are still drilling our own water
Chidi: Sir you said it all
Funmi: We thank God anyway
"""),
("2026-10-02 16:50", r"""
#t3_done Funmi: I went to the estate facility office today as promised
#d3_why Funmi: They say heavy trucks like the rig can only come in on Saturdays. No trucks on weekdays because of the school buses. They won't sign for Wednesday
Tunde: wahala
#d3_p Chidi: Then the only option is Saturday 10th. Yakubu's rig is fixed, he said he can do the 10th
#d3_a1 Funmi: Saturday 10th is ok for me
#d3_a2 Hauwa: 10th works
#d3_obj Emeka: I will not be here. I'm travelling to Enugu for my in-law's burial, 9th to 11th. And I wanted to watch them count the pipes myself. These drillers will tell you 80m when they did 55
#d3_ans >d3_obj Chidi: Sir I'll be there from 7am till they finish. I'll count every pipe myself
#t14 Tunde: and i'll video the pipe count and the depth reading and post it here
#d3_agree Emeka: Ok, if there's video. Go ahead with the 10th
#d3_a3 Tunde: 10th 👍🏾
#d3_ok Chidi: Done deal, 10th October, 7am. Same plan, only the day
#t11_hand Emeka: Tunde my brother, since I'm travelling can you handle the padlocks and the cage? Musa knows the size
#t11_hand_ok >t11_hand Tunde: no wahala sir, i'll sort it
"""),
("2026-10-03 14:00", r"""
Hauwa: today was supposed to be drilling day 😭
#d10_why Funmi: By the way, I met the Residents Association chairman at the mosque junction. He says selling water to Street 5 is against the estate bye-laws, no commercial activity on residential plots. He was not happy when I mentioned it
Tunde: ahh
#d10_drop_p Chidi: Then let's leave it. We don't need wahala with the RA
#d10_drop_a1 Funmi: Yes let us drop the Street 5 idea
#d10_drop_a2 Hauwa: ok. it was fun while it lasted 😂
#t4_drop Tunde: ok, i'll stop the flyer then. was half done lol
#nd_councillor Funmi: Maybe we should ask our councillor to reimburse us
#nd_councillor_no Emeka: Those people? We will wait till 2030
"""),
("2026-10-04 16:20", r"""
Emeka: Went to church and pastor prayed for "all those waiting for water" 😂
Tunde: he knows about us?
Emeka: Everybody in Gwarimpa knows about Olive Close wahala
Hauwa: lol we are famous
"""),
("2026-10-05 19:00", r"""
#t9_q Hauwa: @Codex 24 flats at 100k each in two instalments of 50k. first instalment: 24 paid. second: 9 paid so far. how much is in and how much is still expected
#t9 Codex: On it.
#t9_done Codex: Received: 24 × 50k + 9 × 50k = 1,650,000.\nStill expected: 15 × 50k = 750,000.\nTotal at the end: 2,400,000.
Hauwa: thanks
#nt_bot_remind Codex: I can draft a payment reminder for the 15 flats.
"""),
("2026-10-06 21:10", r"""
#t10_q Funmi: @Claudie please write a short notice for the close: drilling on Saturday 10th from 7am, no cars parked on the close from Friday night, children should stay away from the rig
#t10 Claudie: Of course, here it comes 😊
#t10_done Claudie: NOTICE TO ALL RESIDENTS OF OLIVE CLOSE\nDrilling of the new borehole will take place on Saturday 10 October from 7am.\nPlease do not park on the close from Friday night so the rig can pass.\nKindly keep children away from the rig and the mud pit.\nThank you for your cooperation. Management Committee
Funmi: Thank you. I'll print it and Mallam Audu will paste it at the gate
#nt_cars Funmi: Everyone please, park inside your compounds from Friday night
#nd_bot_rota Claudie: You might also consider a monthly rota for cleaning the tank, with two flats responsible each month.
"""),
("2026-10-07 12:30", r"""
Tunde: would've been drilling today smh
Hauwa: at least the school buses are happy 😂
Chidi: Yakubu called, rig is back from Kuje, all set for Saturday
Funmi: Thank God
"""),
("2026-10-08 18:30", r"""
Emeka: I'm on the road to Enugu. Chidi I'm counting on you
Chidi: Safe trip sir. I've got it
Hauwa: safe journey sir 🙏🏾
#nt_confirm Emeka: Let me call Yakubu to confirm Saturday before I lose network
#nt_confirm_r >nt_confirm Chidi: Sir I spoke with him this morning, he confirmed 7am
Emeka: Good
"""),
("2026-10-09 21:00", r"""
Funmi: Notice pasted at the gate and on each block
Funmi: [photo]
#jeep Tunde: are all the cars moved? No 7's jeep is still outside
>jeep Hauwa: i'll knock on their door
+20m Hauwa: moved ✅
Chidi: See you all at 7. Bring your patience
"""),
("2026-10-10 06:55", r"""
Chidi: Rig don land 🚛
Chidi: [photo]
Tunde: waking up now 😂
+45m Funmi: The noise! But it's a good noise
+1h Tunde: [photo]
Tunde: 20m so far
+2h Chidi: Wet sand at 38m
Tunde: no suya today boys, it's not 40 lol
+2h Chidi: Good water at 62m! They're going to 82 to be safe
Hauwa: 🙌🏾🙌🏾
+90m Chidi: Stopped at 82m. Flushing now. Water is clearing
#t14_done Tunde: video of the pipe count and the tape: 41 pipes of 2m = 82m
Tunde: [video]
#casing Chidi: One thing. At 82m he needed 6 extra casing pipes because of the sand. Extra 180k. It's in his contract for sandy ground, no way around it
Funmi: If it must be, it must be
"""),
("2026-10-11 19:40", r"""
Emeka: Back from Enugu tomorrow. I've watched the video twice. Well done Chidi, Tunde
Hauwa: money check: with the 180k extra casing we are going to be short. we have 2.4m at most, we'll spend about 2.5m
#d11_drop_p Funmi: Then let us forget the party. The water is the celebration
#d11_drop_a1 Hauwa: yes please, no dj this time
#d11_drop_a2 Tunde: sad but ok 😂
#d11_drop_a3 Emeka: Agreed. No party
#t6_drop Funmi: I'll call the caterer and my cousin and cancel. I hadn't paid anything yet thank God
"""),
("2026-10-12 13:15", r"""
#t7_done Chidi: Bought the pump and 4 panels at Zone 4. 1hp DC, Lorentz copy but good. Installing tomorrow morning
Chidi: [photo]
#d8_p Hauwa: before anyone drinks it, we should test the water at the Water Board lab in Wuse. there's been cholera in Kuje and Bwari this season. costs 35k, results in 3 days
#d8_obj Tunde: we drank the old one for 15 years without any test tho. and that's 35k we don't have
#d8_ans >d8_obj Hauwa: we also had typhoid in No 4 last year. and the 35k was already in Funmi's 200k for pipes and the test
#d8_ans2 Funmi: It is in the budget. I agree with Hauwa
#d8_agree Tunde: ok fair. test it first
#d8_a1 Chidi: Yes test first. Until the result, use it for washing and toilets only
#d8_a2 Emeka: Agreed
#t8 Hauwa: i'll take the sample to the lab on wednesday morning
#nt_lab Tunde: i can drive the sample there if you want
#nt_lab_no Hauwa: it's on my way to work, no wahala
"""),
("2026-10-13 11:20", r"""
Chidi: Pump in, panels on Alhaji's BQ roof
Chidi: [photo]
Tunde: tank filling!!! i can hear it 😭
#nt_oldpump Chidi: Btw I've already moved the old burnt pump into my store, in case we want to sell it for parts
Hauwa: the sound of water 🥲
#d9_p Funmi: We need someone to open and close the valves every day and keep the key. I suggest Mallam Audu, with 5,000 naira extra a month
#d9_a1 Emeka: He's there all day anyway. Yes
#d9_a2 Chidi: Yes, Audu is reliable
#d9_a3 Hauwa: 👍🏾
#t15 Funmi: I will speak to Audu tomorrow and explain
#nt_wish Tunde: one day we'll have a proper treatment plant like those Lekki estates
"""),
("2026-10-14 17:55", r"""
#t8_hand Hauwa: sample dropped at the lab 🧪 they said friday
#t11_done Tunde: cage welded and fitted on the borehole head, two padlocks. keys with Funmi and Audu
Tunde: [photo]
#t15_done Funmi: I have spoken to Mallam Audu. He is happy with the 5,000 and will open the valves 6am and close at 9pm
Emeka: Good. Back home now. The cage looks solid
#nt_nephew Funmi: I'll see if I can talk to my nephew at the Water Board one of these days about the estate mains
"""),
("2026-10-15 19:30", r"""
#smell Tunde: the water smells a bit like metal is that normal
>smell Chidi: Iron. It will clear after a few days of pumping
Hauwa: don't drink it until friday pls 🙏🏾
Tunde: yes ma
"""),
("2026-10-16 15:30", r"""
#t8_done Hauwa: lab result is in!! fit for drinking. slight iron but within limit, they advise cleaning the tank every 3 months
Hauwa: [photo]
Funmi: Praise God
Tunde: omo we have WATER
Emeka: Finally. Thank you everybody
Chidi: 🙌🏾
"""),
("2026-10-17 10:05", r"""
Tunde: first proper shower in a month lol
Hauwa: i washed three weeks of laundry this morning 😂
#t12 Chidi: The tank overflowed a bit this morning. I'll fix a float switch next week so the pump stops when it's full
Funmi: Thank you Chidi
Emeka: It's flooding my side a little. Thank you
"""),
("2026-10-18 18:45", r"""
Funmi: Good evening house. I just want to thank everyone for the cooperation. Chidi especially, and Hauwa with the money
Hauwa: it was team work ma
#final Hauwa: final figures: received 2.4m, 23 of 24 flats fully paid. spent so far 2.46m, i covered the gap from the close's old float
#t13 Hauwa: i'll post the full statement of account with receipts by month end
Tunde: we are now the close with the best water in gwarimpa 😂
Emeka: Don't tell Street 5
Chidi: 😂😂
"""),
]

DECISIONS = [
    dict(id='d1', text='Drilling with Yakubu on Saturday 3 October, 7am',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 'd1_a4', 'd1_ok'],
         agreed_by=['Chidi', 'Funmi', 'Hauwa', 'Emeka', 'Tunde'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_a1', 'd2_ok']),
    dict(id='d2', text="Yakubu's rig broke down in Kuje: drilling moved to Wednesday 7 October, 7am",
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_a3', 'd2_ok'],
         agreed_by=['Chidi', 'Funmi', 'Hauwa', 'Tunde'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_a1', 'd3_ok']),
    dict(id='d3', text='The estate only lets rigs in on Saturdays: drilling on Saturday 10 October, 7am (Chidi counts the pipes, Tunde films it while Emeka is away)',
         stated=['d3_p', 'd3_a1', 'd3_a2', 'd3_ans', 't14', 'd3_agree', 'd3_a3', 'd3_ok'],
         agreed_by=['Chidi', 'Funmi', 'Hauwa', 'Emeka', 'Tunde'], objected_by=['Emeka'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Keep the old tank stand and buy two new 2,000-litre GeePee tanks',
         stated=['d4_p', 'd4_a1', 'd4_a2', 'd4_a3'],
         agreed_by=['Funmi', 'Emeka', 'Hauwa', 'Chidi'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_p2', 'd5_a1']),
    dict(id='d5', text="Use Alhaji Sule's unused 5,000-litre Hoppers tank on its concrete stand behind his BQ (free; the close only runs the pipes)",
         stated=['d5_p', 'd5_p2', 'd5_a1', 'd5_a2', 'd5_a3', 'd5_a4'],
         agreed_by=['Emeka', 'Chidi', 'Funmi', 'Hauwa', 'Tunde'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Levy of 100k per flat (24 flats), paid in two instalments of 50k (now and after drilling)',
         stated=['d6_p', 'd6_ans', 'd6_ans2', 'd6_agree', 'd6_a1', 'd6_a2', 'd6_a3'],
         agreed_by=['Funmi', 'Hauwa', 'Chidi', 'Emeka', 'Tunde'], objected_by=['Emeka'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Solar pump: a 1hp DC submersible with 4 panels instead of running it on the generator',
         stated=['d7_p', 'd7_a1', 'd7_a2', 'd7_a3', 'd7_chk', 'd7_a4'],
         agreed_by=['Chidi', 'Funmi', 'Hauwa', 'Emeka', 'Tunde'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Test the water at the Water Board lab in Wuse (35k, from the budget) before anyone drinks it; until then washing and toilets only',
         stated=['d8_p', 'd8_ans', 'd8_ans2', 'd8_agree', 'd8_a1', 'd8_a2'],
         agreed_by=['Hauwa', 'Funmi', 'Tunde', 'Chidi', 'Emeka'], objected_by=['Tunde'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Mallam Audu opens and closes the valves daily and keeps a key, for 5,000 naira extra a month',
         stated=['d9_p', 'd9_a1', 'd9_a2', 'd9_a3'],
         agreed_by=['Funmi', 'Emeka', 'Chidi', 'Hauwa'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Sell water to Street 5 from the tap at 50 naira a jerrycan (evenings only) to pay for maintenance',
         stated=['d10_p', 'd10_a1', 'd10_a2', 'd10_a3', 'd10_a4'],
         agreed_by=['Tunde', 'Hauwa', 'Chidi', 'Funmi', 'Emeka'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d10_drop_p', 'd10_drop_a1', 'd10_drop_a2']),
    dict(id='d11', text='A commissioning party for the close on Sunday 18 October: small chops and a DJ for two hours',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_a3', 'd11_a4'],
         agreed_by=['Funmi', 'Tunde', 'Hauwa', 'Emeka', 'Chidi'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d11_drop_p', 'd11_drop_a1', 'd11_drop_a2', 'd11_drop_a3']),
    dict(id='d12', text='Go with Yakubu Drilling (1.6m) and drill no shallower than 80m',
         stated=['d12_p', 'd12_a1', 'd12_a2', 'd12_a3', 'd12_a4'],
         agreed_by=['Chidi', 'Funmi', 'Hauwa', 'Tunde', 'Emeka'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['nd_mains', 'nd_mains_no'], 'proposal not taken up'),      # connect to estate mains
    (['nd_rain'], 'joke'),                                       # harvest the rain
    (['nd_hyp'], 'hypothetical'),                                # if no water at 80, go to 100
    (['nd_bot_contract'], 'bot suggestion ignored'),             # 3-year maintenance contract
    (['nd_dispenser'], 'question'),                              # water dispensers?
    (['nd_name'], 'joke'),                                       # Funmi Springs
    (['nd_bot_uv'], 'bot suggestion ignored'),                   # UV filter
    (['nd_councillor', 'nd_councillor_no'], 'proposal not taken up'),  # councillor to reimburse
    (['nd_bot_rota'], 'bot suggestion ignored'),                 # tank-cleaning rota
    (['nd_tenants'], 'question'),                                # tenants moving out pay full?
]

TODOS = [
    dict(id='t1', owner='Chidi', task='Get quotes from three drillers',
         taken=['t1'], due='2026-09-18', status='done', closed_by=['t1_done'], handed_to=None),
    dict(id='t2', owner='Hauwa', task='Post the payment sheet and account details for the levy',
         taken=['t2'], due='2026-09-20', status='done', closed_by=['t2_done'], handed_to=None),
    dict(id='t3', owner='Funmi', task='Inform the estate facility office so the rig can come in',
         taken=['t3'], due='2026-09-27', status='done', closed_by=['t3_done'], handed_to=None),
    dict(id='t4', owner='Tunde', task='Design a flyer for Street 5 about buying water',
         taken=['t4'], due='2026-10-04', status='dropped', closed_by=['d10_drop_p', 't4_drop'], handed_to=None),
    dict(id='t5', owner='Chidi', task='Have Musa the welder check the old tank stand',
         taken=['t5'], due='2026-09-27', status='done', closed_by=['t5_done'], handed_to=None),
    dict(id='t6', owner='Funmi', task="Book the caterer and her cousin's DJ for the commissioning",
         taken=['t6'], due='2026-10-11', status='dropped', closed_by=['t6_drop'], handed_to=None),
    dict(id='t7', owner='Chidi', task='Buy the solar pump and 4 panels at Zone 4 after the drilling',
         taken=['t7'], due='', status='done', closed_by=['t7_done'], handed_to=None),
    dict(id='t8', owner='Hauwa', task='Take a water sample to the Water Board lab',
         taken=['t8'], due='2026-10-14', status='done', closed_by=['t8_done'], handed_to=None),
    dict(id='t9', owner='Codex', task='Work out how much of the levy is in and how much is still expected',
         taken=['t9'], due='', status='done', closed_by=['t9_done'], handed_to=None),
    dict(id='t10', owner='Claudie', task='Write the drilling-day notice for the close',
         taken=['t10'], due='', status='done', closed_by=['t10_done'], handed_to=None),
    dict(id='t11', owner='Emeka', task='Buy padlocks and get a cage made for the borehole head',
         taken=['t11', 't11_hand_ok'], due='2026-10-02', status='done', closed_by=['t11_done'],
         handed_to='Tunde'),
    dict(id='t12', owner='Chidi', task='Fit a float switch so the pump stops when the tank is full',
         taken=['t12'], due='2026-10-25', status='open', closed_by=[], handed_to=None),
    dict(id='t13', owner='Hauwa', task='Post the full statement of account with receipts',
         taken=['t13'], due='2026-10-31', status='open', closed_by=[], handed_to=None),
    dict(id='t14', owner='Tunde', task='Video the pipe count and depth reading on drilling day and post it',
         taken=['t14'], due='2026-10-10', status='done', closed_by=['t14_done'], handed_to=None),
    dict(id='t15', owner='Funmi', task='Speak to Mallam Audu about the valve duty and the pay',
         taken=['t15'], due='2026-10-14', status='done', closed_by=['t15_done'], handed_to=None),
]

NON_TODOS = [
    (['nt_due'], 'instruction to others'),            # first instalment by next Sunday
    (['nt_paid'], 'already done'),                    # paid for my two flats
    (['nt_bot_compare'], 'bot offer not taken up'),   # quotes table
    (['nt_suya'], 'banter promise'),                  # suya if water at 40m
    (['nt_bathe'], 'banter promise'),                 # bathe three times a day
    (['nt_bot_remind'], 'bot offer not taken up'),    # payment reminder
    (['nt_cars'], 'instruction to others'),           # park inside from Friday night
    (['nt_confirm', 'nt_confirm_r'], 'already done by someone else'),  # call Yakubu → Chidi did
    (['nt_lab', 'nt_lab_no'], 'offer declined'),      # drive the sample
    (['nt_wish'], 'vague wish'),                      # treatment plant like Lekki
    (['nt_oldpump'], 'already done'),                 # old pump moved to store
    (['nt_nephew'], 'vague promise'),                 # nephew at the Water Board
]

QUESTIONS = [
    # ---- changed
    ('What day did the drilling finally happen?',
     ['d1_ok', 'd2_ok', 'd3_p', 'd3_ok'],
     'Saturday 10 October from 7am (first planned for Sat 3 Oct, then Wed 7 Oct)', 'changed'),
    ('When was Yakubu first supposed to bring the rig?',
     ['d1_p', 'd1_ok'], 'Saturday 3 October at 7am', 'changed'),
    ('Why was the Wednesday slot abandoned?',
     ['d3_why', 'd3_p'],
     'The estate facility office only lets heavy trucks like the rig in on Saturdays (school buses on weekdays), so it moved to Sat 10 Oct', 'changed'),
    ('Why did the first drilling date fall through?',
     ['d2_why', 'd2_p'],
     "Yakubu's rig broke down (compressor) at a site in Kuje, so he offered Wednesday 7 Oct", 'changed'),
    ('Which tank is the new borehole feeding?',
     ['d5_p', 'd5_p2', 'd5_a1'],
     "Alhaji Sule's unused 5,000-litre Hoppers tank on its concrete stand behind his BQ, free; the close only runs the pipes", 'changed'),
    ('What was the original plan for storing the water?',
     ['d4_p', 'd4_a3'], 'Two new 2,000-litre GeePee tanks on the old stand', 'changed'),
    ('Are we still selling water to the people on Street 5?',
     ['d10_p', 'd10_why', 'd10_drop_p', 'd10_drop_a1'],
     'No. The Residents Association chairman said it breaks the estate bye-laws (no commercial activity), so it was dropped', 'changed'),
    ('Is the commissioning party on the 18th still happening?',
     ['d11_p', 'd11_drop_p', 'd11_drop_a3'],
     'No. The extra casing pipes left the money short, so the party (small chops, DJ) was dropped', 'changed'),
    # ---- owner
    ('Who finally got the borehole head locked up?',
     ['t11', 't11_hand', 't11_hand_ok', 't11_done'],
     "Tunde (Emeka took it on, then handed it over because he went to Enugu for a burial)", 'owner'),
    ('Who wrote the notice about drilling day?',
     ['t10_q', 't10_done'], 'Claudie (the bot)', 'owner'),
    ('Who collected the driller quotes?',
     ['t1', 't1_done'], 'Chidi', 'owner'),
    ('Who calculated what was left to collect from the levy?',
     ['t9_q', 't9_done'], 'Codex (the bot)', 'owner'),
    ('Who got Alhaji Sule to give us his tank?',
     ['d5_p', 'd5_p2'], 'Emeka', 'owner'),
    # ---- status
    ('Has the float switch been put in?',
     ['t12'], 'Not yet. Chidi said he would fit it next week', 'status'),
    ('Have we seen the full breakdown of spending yet?',
     ['t13'], 'Not yet. Hauwa will post it with receipts by month end', 'status'),
    ("Did Tunde's advert for the next street get finished?",
     ['t4', 't4_drop'], 'No, he stopped half way when selling to Street 5 was dropped', 'status'),
    ('Did Funmi get the food and music arranged?',
     ['t6', 't6_drop'], 'She cancelled them when the party was dropped; nothing had been paid', 'status'),
    ('Did the lab clear the water for drinking?',
     ['t8', 't8_done'], 'Yes, fit for drinking; slight iron within the limit; clean the tank every 3 months', 'status'),
    ('Has Mallam Audu been told about the valves?',
     ['t15', 't15_done'], 'Yes, Funmi spoke to him: he opens at 6am and closes at 9pm for 5,000 extra a month', 'status'),
    # ---- single
    ("What did Yakubu's quote cost and for what depth?",
     ['quotes'], '1.6m naira for 80m', 'single'),
    ('Where is the levy money being paid?',
     ['t2_done'], 'Olive Close Residents, Moniepoint 8032217460', 'single'),
    ('How deep did they finally go?',
     ['t14_done'], '82m (41 pipes of 2m); good water at 62m', 'single'),
    ('How much did the extra casing add?',
     ['casing'], '180k (6 extra casing pipes because of sand)', 'single'),
    ('What is the pump setup?',
     ['d7_p', 't7_done'], 'A 1hp DC solar submersible pump with 4 panels, bought at Zone 4', 'single'),
    ('How much was tanker water costing before?',
     ['tanker1', 'tanker2'],
     '18k per 10,000 litres at first, then 20k', 'single'),
    # ---- temporal
    ('When did the lab results come back?',
     ['t8_done'], 'Friday 16 October', 'temporal'),
    ('When are Emeka\'s travel dates for the burial?',
     ['d3_obj'], '9 to 11 October, in Enugu', 'temporal'),
    ('When was the pump installed?',
     ['t7_done'], 'Tuesday 13 October (morning)', 'temporal'),
    ('By when was the first 50k supposed to be paid?',
     ['nt_due'], 'By Sunday 27 September', 'temporal'),
    # ---- multi
    ('Why was Emeka unhappy with the 10th and what was done about it?',
     ['d3_obj', 'd3_ans', 't14', 'd3_agree', 't14_done'],
     'He was away in Enugu and wanted to watch the pipe count; Chidi stayed all day counting pipes and Tunde filmed the count (41 pipes, 82m), so he agreed', 'multi'),
    ('Why did the per-flat levy cause an argument and how was it settled?',
     ['d6_obj', 'd6_ans', 'd6_ans2', 'd6_agree'],
     'Emeka said 100k was too much (last time 25k); it was split into two 50k instalments and tanker water already cost about that, so he agreed', 'multi'),
    ('How much money came in and how much has been spent?',
     ['costs', 'final'],
     'Budget was about 2.32m; 2.4m came in (23 of 24 flats fully paid) and about 2.46m was spent, the gap covered from the old float', 'multi'),
    ("Why couldn't the old stand be used and what replaced it?",
     ['t5_done', 'd5_p', 'd5_p2'],
     "Two legs were rusted through, the welder wouldn't trust it with 4 tons; Alhaji Sule's 5,000-litre tank on concrete is used instead", 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=1, seed=20260914)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
