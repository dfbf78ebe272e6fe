#!/usr/bin/env python3
"""English flatmates' chat (Flat 3, 27 Aro St, Wellington): moving out at the
end of the lease, the cleaning, the van, the bond refund,
2025-11-03 .. 2025-11-30, +13:00 (New Zealand daylight time).

Written blind: only the shared set's format and labelling rules were read.
Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Hana': (5310477820, False),     # lead tenant, talks to the property manager (Deborah)
    'Rory': (6024519937, False),     # lowercase, sarcastic, procrastinates, has a car
    'Mere': (4187730652, False),     # money, reads the fine print
    'Felix': (3775201846, False),    # leaving early for a job in Melbourne; polite, full sentences
    'Sina': (5561938204, False),     # nurse on rotating shifts, replies late
    'Codex': (7718260435, True),     # bot; terse
    'Claudie': (7806613927, True),   # bot; warm
}

SESSIONS = [
("2025-11-03 19:40", r"""
Hana: ok flat meeting via chat since we're never all home at the same time
Hana: Deborah from Harbourside emailed. lease officially ends sunday 30th, keys back by then
Rory: the end of an era
Rory: goodbye mould corner, i will miss you least of all
Mere: Did she say anything about the bond?
Hana: just that the final inspection needs booking, she'll send some times
#felix_mel Felix: Sorry, I should tell everyone now: the Melbourne job is confirmed. I fly out Thursday the 20th
Mere: nooo already??
Felix: Yes :( All my things will be out before then, promise
#d7_p Hana: then we're giving you a proper send-off. dinner at Little Bao on sat the 15th? first round of dumplings is on me
#d7_a1 Mere: YES
#d7_a2 Rory: im there
#d7_a3 >d7_p Felix: That's very kind of you. The 15th works
Hana: Sina's on shift tonight i think, she'll see it later
#t12 Hana: i'll ring Little Bao this week and get us a table for 6
Rory: for 6 people or at 6
Hana: at 6. five people. it's been a day
#d4_p Mere: Also the cleaning. Can we just do the big clean ourselves on Sunday the 23rd? Most of our stuff will be gone by then
#d4_a1 Hana: makes sense, saves money
#d4_a2 Felix: I'll be gone by then but happy to chip in for supplies
#d4_a3 Rory: fine by me as long as i'm not on oven duty
Mere: you are 100% on oven duty
Rory: 💀
Hana: @Codex can you make us a room by room checklist for an end of tenancy clean? 3 bed flat, 1 bathroom, carpet in the bedrooms
#t9 Codex: On it. Will post it tomorrow morning with an owner column.
"""),
("2025-11-04 07:55", r"""
Sina: sorry was on nights!! catching up
Sina: FELIX 😭😭 melbourne??
#d7_a4 >d7_p Sina: dinner on the 15th yes pls, I'm off that weekend I think
#d4_a4 >d4_p Sina: and cleaning on the 23rd is fine, I'm moving my stuff to my brother's on the 22nd anyway
#t9_done Codex: End-of-tenancy checklist (3 bed / 1 bath):\nKitchen: oven + racks, rangehood filter, inside cupboards, fridge (defrost, wipe), benches, sink\nBathroom: shower glass + grout, toilet, vanity, extractor fan, mirror\nBedrooms x3: skirtings, inside wardrobes, windowsills, vacuum carpets\nLounge: inside windows, light switches, sliding door tracks\nWhole flat: spot-clean walls, cobwebs, empty + wash bins\nOwner column left blank.
#nt_codex_split Codex: I can also divide the list between the four of you if you send me your availability.
Mere: legend
Rory: "spot-clean walls" who are you, my mother
"""),
("2025-11-04 20:10", r"""
#bond_total Mere: Bond question. It's $2,800 and it's lodged under Hana's name only, right?
Hana: yep, i signed the original lease back when it was me and the old lot
#d2_p Mere: Then simplest is the refund comes to Hana and she sends each of us our share. $560 each
#d2_a1 Felix: Works for me. Thank you Hana
#d2_a2 Hana: happy to play bank, i'm good for it lol
#d2_a3 Rory: 👍
#nt_pizza Sina: if we get the whole bond back before christmas I'm buying everyone pizza
Rory: bold of you to assume we get the whole bond back
#nd_noclean Rory: what if we just don't clean and take the hit. that's like $400 of my time saved
#nd_noclean_no Mere: Rory no. Absolutely not
Hana: lol
Rory: it was a thought experiment
"""),
("2025-11-05 18:30", r"""
Hana: moving logistics. who's going where with what
#hana_move Hana: i'm going to my sister's in Karori. bed, drawers, boxes
#mere_move Mere: Newtown. Bed, desk, bookcase. And maybe the couch, more on that later
#rory_move Rory: petone. bed, bike, 40 boxes of mystery cables
Sina: my brother's bringing his car for my stuff, I don't have much 🙂
Felix: I'm only taking two suitcases, selling the rest
#d10_p Hana: so one van for the three of us on saturday the 22nd? all three drops in one day, split the hire three ways
#d10_a1 Mere: Yes
#d10_a2 Rory: ya
#nd_mwv Rory: or we pay a man with a van and nobody lifts anything
#nd_mwv_no Mere: Man with a van for three addresses is like $600. We have arms
Rory: barely
#t3 Rory: fine i'll book the van then, will sort it by friday
Hana: thank you rory!!
#nt_boxes Sina: want me to grab boxes from the liquor store by the hospital? they throw out heaps
#nt_boxes_no Hana: nah i've got a mountain of them from work, all good
Rory: @Codex roughly how much is a 3.5 tonne van for a day in wellington
Codex: Typically $150-190/day, plus ~$30 for excess reduction, plus fuel. Three ways: ~$60-75 each.
#n_codex_van Codex: Note: weekend hires around 22 Nov book out early. A Sat-Sun two-day hire would also cover a run on the 23rd.
Rory: not paying for two days of van to drive a mop around
"""),
("2025-11-06 21:15", r"""
#blind_photo Rory: [photo]
Rory: so. funny story
Mere: Rory what did you do
#frisbee Rory: frisbee. bedroom. blind. the blind lost
Hana: omg it's come right off the bracket
Felix: Oh no
Mere: That's a deduction for sure. Harbourside charged my friend $150 for one blind
#d12_p Hana: cheaper to replace it ourselves before the inspection. a roller blind that size from bunnings is like $45
#d12_a1 Mere: Agree, and Rory pays since it was Rory's frisbee
#d12_a2 Rory: yeah yeah fair. i'll pay
#t7 Rory: will grab one from bunnings in the weekend and put it up
Sina: the frisbee wins again 🥏
#nt_toothbrush Rory: and to make amends i'll clean the entire flat with a toothbrush
Mere: I'll hold you to that
Rory: please don't
"""),
("2025-11-08 11:05", r"""
Mere: Couch thoughts. We each put in $80 when we bought it off trademe
#d9_p Mere: I'd like to take it to Newtown. How about I pay each of you $40 and it's mine?
#d9_a1 Hana: deal
#d9_a2 Felix: Perfect, one less thing to sell
Rory: $40 for a couch with my butt print in it. daylight robbery
#d9_a3 Rory: (i accept)
#n_curb Rory: alternative: we put it on the curb with a FREE sign and watch the chaos
#n_curb_no Hana: council fined the people at number 14 for exactly that
+40m #d9_a4 >d9_p Sina: 👍 for Mere having the couch
Sina: also who's got the rangehood making that noise, it's like a dying goose
"""),
("2025-11-10 12:20", r"""
Hana: Deborah replied. final inspection options: thu 27th 3pm or fri 28th 10am
#d1_p Hana: i vote fri 10am, gives us thursday for last bits
#d1_a1 Mere: Friday 👍
Felix: I'll be gone, so whatever suits you all
+25m #d1_obj >d1_p Sina: 10am friday is right after my last night shift 😩 I'll be a zombie
Sina: does everyone have to be there?
Hana: nah only one of us has to. i'm happy to walk her round
#d1_sina Sina: ok then friday is fine, I'll sleep through it
#d1_a3 Rory: friday. i might even be awake
#t1 Hana: cool, i'll email her tonight and lock in fri 28th 10am
"""),
("2025-11-10 21:40", r"""
#t1_done Hana: done, Deborah's confirmed: inspection + keys back fri 28 nov, 10am
Mere: 🙌
#n_card Felix: Should we leave Deborah a card or some chocolates? She's been nice about everything
#n_card_no >n_card Rory: she charged us $35 to change a lightbulb in march
#n_card_no2 Hana: lol true. let's not
"""),
("2025-11-11 18:00", r"""
Mere: The outside windows are filthy, you can't see out of the lounge. She'll notice at the inspection
Hana: yeah they're grim
Rory: they add character
"""),
("2025-11-12 08:10", r"""
#win_quote Mere: Asked the window guy who did number 12. $90 for all the outside glass, he can come the 25th
#d8_p Hana: $90 split five ways is nothing. get him in?
#d8_a1 Rory: sure
#d8_a2 Felix: Yes, count me in for my $18
#d8_ok Mere: Booked him for the 25th, 9am
"""),
("2025-11-12 19:30", r"""
Hana: rory. van??
Hana: it's wednesday and you said last friday
Rory: it's on my list
Mere: The list is a myth
#t3_hand Rory: ok honestly work is insane this week. can someone else do the van, i'll still pay my third
#t3_hand_ok >t3_hand Hana: fine, i'll do it tonight. go rentals 3.5t yeah?
Rory: yes pls you absolute legend
+50m #t3_hand_done Hana: booked. go rentals 3.5t, sat 22nd 8am-5pm. $172 + $28 excess cover
Rory: i owe you a coffee
"""),
("2025-11-13 20:05", r"""
Sina: bad news for saturday: they've swapped me onto nights this weekend, I can't do the 15th 😭
Felix: And I just found out the shipping people collect my boxes Saturday morning. I'll be packing all day
Hana: hmm
Mere: Could we do another night?
Felix: Honestly my last week is chaos. Please don't worry about a dinner for me
#d7_drop Hana: ok let's call the dinner off then. sad but fine
#d7_drop_a Mere: 😢 ok
#t12_drop Hana: good thing i never actually rang little bao
Rory: classic hana efficiency
#nt_melb Rory: we'll come visit you in melbourne sometime and you can buy the dumplings
Felix: Deal 😄
"""),
("2025-11-14 13:10", r"""
Hana: update from Deborah: outside windows are the landlord's job, they get a contractor to do the whole building every spring
#d8_drop >d8_ok Mere: Oh! Then we don't need the window guy at all. Just messaged him to cancel, he was fine about it
#d8_drop_a Rory: $18 richer. retiring early
"""),
("2025-11-16 16:40", r"""
Mere: Ok I finally read the tenancy agreement properly
#clause19 Mere: Clause 19: carpets must be professionally cleaned at the end of the tenancy and a receipt provided. So DIY won't cut it, for the bedrooms at least
Hana: ugh ok. just messaged Sparkle for a quote, they did my sister's place
+3h #sparkle_quote Hana: Sparkle quote: full end of tenancy clean incl carpets $520, and they do a bond-back guarantee
#d5_p Hana: honestly with the guarantee i'd rather just pay them and skip our sunday clean. they can do thursday 27th
#d5_obj Rory: $520?? to wipe a bench?? we have hands
#d5_a1 Mere: It's $104 each and we get the guarantee. I'm in
#d5_a2 Sina: same, I'm dead on my feet from nights, take my money
#d5_a3 Felix: Happy to pay my share even though I'll be gone
#d5_rory Rory: fine. outvoted. i'll mourn my $104 in private
#t5 Felix: I can ring them and book it tomorrow on my lunch break, it's one thing I can still do from here
Hana: thanks felix!
"""),
("2025-11-17 07:50", r"""
Sina: morning from the ward ☕ did we decide anything while I was asleep (I was not asleep)
#d5_re Hana: sparkle on thursday 27th, no more sunday clean
#d5_re_a Sina: 👍
Rory: @Claudie is $520 normal for an end of tenancy clean in wellington, 3 bed
Claudie: That's on the higher side but within the usual range for three bedrooms with carpets - roughly $380 to $600 depending on the oven and carpets. A bond-back guarantee usually adds a bit. 😊
#n_claudie_photos Claudie: One tip, if it helps: take dated photos of every room right after the clean, so you have your own record for the inspection!
Rory: see. higher side
"""),
("2025-11-18 19:00", r"""
Mere: Rory, blind status?
#t7_re Rory: bunnings was out of the 1200mm one. ordered it in, pick up thursday, will put it up the weekend after the move
Mere: ok 👍
#n_party Rory: also should we have a flat-cooling party on the last night, on the floor, no furniture, bring your own chair
#n_party_no Mere: We have no couch, no chairs and no glasses by then
#n_party_no2 Hana: and no energy. pass
"""),
("2025-11-19 12:40", r"""
Felix: Small confession: work exploded yesterday and I didn't ring Sparkle. Doing it now
#d6_p >t5 Mere: Wait Felix hold off. I rang them about something else and they do a carpet-only clean for $180, receipt included. That's all clause 19 needs
#d6_p2 Mere: We do the rest ourselves on the 23rd like the original plan, carpets get done on the 26th. Saves us $340
#d6_obj Hana: the guarantee was kind of the point though
#d6_a1 >d6_p2 Rory: mere i love you. sense at last
#d6_a2 Sina: I'm off on the 23rd so I can help, fine by me
#d6_hana Hana: ok fair, $340 is $340. carpets only + we do sunday
#t5_drop >d6_p Felix: Perfect timing then, I hadn't booked anything, so nothing to cancel 😅
#d6_a3 Felix: Works for me, cheaper for everyone
#t6 Mere: I'll book the carpet people for the 26th
Rory: (i am still not on oven duty right)
Mere: you are extremely on oven duty
+20m #t6_done Mere: Booked: carpet clean wed 26th, 1pm, $180
"""),
("2025-11-20 09:15", r"""
#t11 Felix: Heading to the airport at 2. I'll drop my spare key at the Harbourside office on the way
Hana: safe travels!!!
Mere: 😭😭 message us when you land
Rory: don't forget us when you're rich
Sina: ❤️ we'll miss you
#nd_room Hana: if melbourne doesn't work out your room's here till the 30th lol
+4h #t11_done Felix: Key handed to the front desk, they gave me a receipt. At the gate now. Thanks for two great years everyone ❤️
"""),
("2025-11-20 20:30", r"""
Mere: Bond stuff. I looked at the refund form on the tenancy services site
#d3_p Mere: There's a section where you list each tenant's share and their own bank account, so it pays straight to each of us. Nobody has to play bank
#d3_hana Hana: oh thank god. yes
#d3_a1 Rory: sick
#d3_a2 Felix: Great, much easier. My Kiwibank account is staying open anyway. Just landed btw 🛬
#t2 Mere: I'll fill it in and send it round for e-signatures
#nt_acct Mere: Everyone send me your account number and the name on the account by Sunday pls
"""),
("2025-11-22 07:45", r"""
Hana: van acquired 🚐
Hana: [photo]
Rory: it's enormous
Mere: At yours in 20
Rory: coffee first or i drop your bookcase
+2h Mere: Newtown done. Bookcase survived. Rory did not (he's fine)
Rory: my back is 60 years old now
Sina: brother's taken my stuff, I'm officially living out of a backpack till friday lol
+4h Hana: van back at 4:40, not a scratch 🙏
Rory: @Claudie how much do we each owe hana for the van
#claudie_van Claudie: $172 + $28 = $200, split three ways is $66.67 each. So Rory and Mere each send Hana $66.67 - Hana's third is already covered. 🚐
Rory: sent
Mere: Sent!
"""),
("2025-11-23 09:30", r"""
Mere: Cleaning day! Codex's list is on the fridge
Sina: bringing bacon butties
Rory: oven day. i have bought gloves up to my elbows
#t14 Rory: also i'll take the dead microwave to the tip tomorrow, it's in my boot already
+1h Rory: there was a pizza in the bottom of the oven. from an earlier era
Hana: bathroom done ✨
#nt_filter Rory: i'll do the rangehood filter after this
#nt_filter_r >nt_filter Sina: already did it, it was in the dishwasher. goose noise gone
Sina: inside windows done, and the sliding door tracks which were disgusting
Mere: [photo]
Mere: Kitchen is actually shiny
Rory: i have seen things in that oven nobody should see
#nd_rule Rory: new flat rule: nobody ever moves out again
Hana: we have literally all moved out
"""),
("2025-11-24 18:15", r"""
Hana: last bits of admin. broadband and power
#d11_p Mere: Broadband's in Felix's name. Let's end it on the 28th, after the inspection, and split the last bill five ways like always
#d11_a1 Hana: yes
#d11_a2 Rory: k
#t16 Felix: Ok, I'll ring Skinny tonight and set the 28th as the end date
#t13 Sina: power's in mine. I'll get Mercury to do a final read on the 28th
#nt_gas Hana: gas is already sorted btw, i closed that account last week
#t10 Hana: @Claudie when the last broadband and power bills come in can you split them five ways for us?
#t10_ack Claudie: Of course! Just post both amounts here and I'll work out who owes what. 😊
#t15 Sina: oh and I'll set up a mail redirect for the flat so anything addressed here goes to Hana's sister's
Hana: you're a star
"""),
("2025-11-25 08:05", r"""
#t16_done >t16 Felix: Skinny's sorted: service ends the 28th, and I've put Hana's email down for the final bill
Hana: thanks felix
#nd_wish Sina: would be nice if we all ended up living together again one day
Mere: One day. With a dishwasher that works
"""),
("2025-11-26 13:30", r"""
Mere: Carpet people are here
Mere: [photo]
Mere: Receipt in hand 🧾
+3h Rory: [photo]
#t7_done >t7_re Rory: blind is UP. level-ish
Hana: it's actually level, i'm impressed
#t2_done Mere: Bond form is filled in and all five of us have e-signed it, Felix too. Hana, emailed it to you
#t8 Hana: got it, i'll submit it the minute Deborah signs off on friday
"""),
("2025-11-27 19:20", r"""
#t13_done Sina: Mercury's booked the final read for tomorrow morning, account closes after that
Sina: also LAST NIGHT SHIFT DONE 🎉
#nd_scuff Sina: should we paint over that scuff in the hallway before tomorrow?
#nd_scuff_no >nd_scuff Hana: nah leave it, painting badly is worse than a scuff
"""),
("2025-11-28 10:50", r"""
Hana: inspection done!!!!
Hana: Deborah walked round for 25 mins. said the oven was the cleanest she's seen this year
Rory: 🏆 oven king
#insp_scuff Hana: only note was the scuff in the hallway, she said that's fair wear and tear
Mere: 🎉🎉
#t8_done Hana: and the bond refund form is lodged. tenancy services say 2-4 working days
Hana: keys handed back. we are officially homeless lol
Felix: Amazing!! Well done everyone
"""),
("2025-11-29 15:10", r"""
#bills Hana: final bills are in. broadband $74.20, power $131.60. i paid both
Hana: @Claudie over to you
#t10_done Claudie: Here's the split! 🧾\nBroadband $74.20 ÷ 5 = $14.84 each\nPower $131.60 ÷ 5 = $26.32 each\nTotal: $41.16 per person. Hana paid both, so everyone else sends Hana $41.16.
Sina: sent
Felix: Sent, in NZD even
Mere: Sent ✅
#nt_claudie_remind Claudie: Would you like me to remind everyone on Tuesday to check whether the bond refund has arrived? 😊
"""),
("2025-11-30 11:25", r"""
#bond_in Mere: Bond just landed!! $560 exactly 🎉
Rory: i can afford food again
Felix: Got mine too!
#nt_pizza2 Sina: pizza's on me next time we're all in one city 🍕
#ask_mw >t14 Hana: did the old microwave ever make it to the tip
#t14_re Rory: it's in my boot. it has been in my boot for a week. tip next weekend, for real
#ask_redirect >t15 Hana: and sina, the mail redirect?
#t15_re Sina: oh no. this week, I promise 🙈
Hana: 😂
Hana: ok that's a wrap on Flat 3. love you all
Mere: ❤️
"""),
]

DECISIONS = [
    dict(id='d1', text='Final inspection and key return with Deborah on Fri 28 Nov at 10am (only Hana needs to attend)',
         stated=['d1_p', 'd1_a1', 'd1_sina', 'd1_a3', 't1_done'],
         agreed_by=['Hana', 'Mere', 'Sina', 'Rory'], objected_by=['Sina'], status='current'),
    dict(id='d2', text='Bond refund ($2,800) goes to Hana, who sends everyone their $560',
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_a3'],
         agreed_by=['Mere', 'Felix', 'Hana', 'Rory'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_hana']),
    dict(id='d3', text="Bond refund form lists each tenant's own bank account, so each $560 share is paid directly",
         stated=['d3_p', 'd3_hana', 'd3_a1', 'd3_a2'],
         agreed_by=['Mere', 'Hana', 'Rory', 'Felix'], objected_by=[], status='current'),
    dict(id='d4', text='Do the end-of-tenancy clean ourselves on Sun 23 Nov',
         stated=['d4_p', 'd4_a1', 'd4_a2', 'd4_a3', 'd4_a4'],
         agreed_by=['Mere', 'Hana', 'Felix', 'Rory', 'Sina'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_p']),
    dict(id='d5', text='Pay Sparkle $520 for a full professional clean with bond-back guarantee on Thu 27 Nov, no DIY clean',
         stated=['d5_p', 'd5_a1', 'd5_a2', 'd5_a3', 'd5_rory', 'd5_re', 'd5_re_a'],
         agreed_by=['Hana', 'Mere', 'Sina', 'Felix', 'Rory'], objected_by=['Rory'],
         status='superseded', superseded_by='d6', changed_at=['d6_p', 'd6_p2', 'd6_hana']),
    dict(id='d6', text='Carpet-only professional clean ($180) on Wed 26 Nov; the rest cleaned by the flatmates on Sun 23 Nov',
         stated=['d6_p', 'd6_p2', 'd6_a1', 'd6_a2', 'd6_hana', 'd6_a3', 't6_done'],
         agreed_by=['Mere', 'Rory', 'Sina', 'Hana', 'Felix'], objected_by=['Hana'], status='current'),
    dict(id='d7', text="Farewell dinner for Felix at Little Bao, Sat 15 Nov",
         stated=['d7_p', 'd7_a1', 'd7_a2', 'd7_a3', 'd7_a4'],
         agreed_by=['Hana', 'Mere', 'Rory', 'Felix', 'Sina'], objected_by=[],
         status='dropped', changed_at=['d7_drop', 'd7_drop_a']),
    dict(id='d8', text='Pay the window cleaner $90 to do the outside windows on the 25th',
         stated=['d8_p', 'd8_a1', 'd8_a2', 'd8_ok'],
         agreed_by=['Hana', 'Rory', 'Felix', 'Mere'], objected_by=[],
         status='dropped', changed_at=['d8_drop', 'd8_drop_a']),
    dict(id='d9', text='Mere keeps the shared couch and pays each of the others $40',
         stated=['d9_p', 'd9_a1', 'd9_a2', 'd9_a3', 'd9_a4'],
         agreed_by=['Mere', 'Hana', 'Felix', 'Rory', 'Sina'], objected_by=[], status='current'),
    dict(id='d10', text='One hire van on Sat 22 Nov for Hana, Mere and Rory, cost split three ways',
         stated=['d10_p', 'd10_a1', 'd10_a2', 't3_hand_done'],
         agreed_by=['Hana', 'Mere', 'Rory'], objected_by=[], status='current'),
    dict(id='d11', text="Broadband (in Felix's name) ends on 28 Nov; last bill split five ways",
         stated=['d11_p', 'd11_a1', 'd11_a2', 't16'],
         agreed_by=['Mere', 'Hana', 'Rory', 'Felix'], objected_by=[], status='current'),
    dict(id='d12', text='Replace the broken bedroom blind ourselves before the inspection; Rory pays',
         stated=['d12_p', 'd12_a1', 'd12_a2'],
         agreed_by=['Hana', 'Mere', 'Rory'], objected_by=[], status='current'),
]

NON_DECISIONS = [
    (['nd_noclean', 'nd_noclean_no'], 'proposal not taken up'),      # skip cleaning, take the hit
    (['nd_mwv', 'nd_mwv_no'], 'proposal not taken up'),              # man with a van
    (['n_codex_van'], 'bot suggestion ignored'),                     # two-day van hire
    (['n_curb', 'n_curb_no'], 'joke'),                               # couch on the curb
    (['n_card', 'n_card_no', 'n_card_no2'], 'proposal not taken up'),  # card for Deborah
    (['n_claudie_photos'], 'bot suggestion ignored'),                # dated photos of every room
    (['n_party', 'n_party_no', 'n_party_no2'], 'proposal not taken up'),  # flat-cooling party
    (['nd_room'], 'hypothetical'),                                   # if Melbourne doesn't work out
    (['nd_rule'], 'joke'),                                           # nobody ever moves out again
    (['nd_scuff', 'nd_scuff_no'], 'question'),                       # paint over the scuff?
]

TODOS = [
    dict(id='t1', owner='Hana', task='Email Deborah to lock in the Fri 28 Nov 10am inspection',
         taken=['t1'], due='2025-11-10', status='done', closed_by=['t1_done'], handed_to=None),
    dict(id='t2', owner='Mere', task='Fill in the bond refund form and get everyone to e-sign it',
         taken=['t2'], due='', status='done', closed_by=['t2_done'], handed_to=None),
    dict(id='t3', owner='Rory', task='Book the 3.5t hire van for Sat 22 Nov',
         taken=['t3', 't3_hand_ok'], due='2025-11-07', status='done', closed_by=['t3_hand_done'], handed_to='Hana'),
    dict(id='t4', owner='Felix', task='Ring Sparkle and book the full clean for Thu 27 Nov',
         taken=['t5'], due='2025-11-17', status='dropped', closed_by=['d6_p', 't5_drop'], handed_to=None),
    dict(id='t5', owner='Mere', task='Book the carpet-only clean for Wed 26 Nov',
         taken=['t6'], due='', status='done', closed_by=['t6_done'], handed_to=None),
    dict(id='t6', owner='Rory', task='Buy a replacement roller blind and put it up',
         taken=['t7', 't7_re'], due='2025-11-09', status='done', closed_by=['t7_done'], handed_to=None),
    dict(id='t7', owner='Hana', task='Lodge the bond refund form once Deborah signs off',
         taken=['t8'], due='2025-11-28', status='done', closed_by=['t8_done'], handed_to=None),
    dict(id='t8', owner='Codex', task='Post a room-by-room end-of-tenancy cleaning checklist',
         taken=['t9'], due='2025-11-04', status='done', closed_by=['t9_done'], handed_to=None),
    dict(id='t9', owner='Claudie', task='Split the final broadband and power bills five ways',
         taken=['t10_ack'], due='', status='done', closed_by=['t10_done'], handed_to=None),
    dict(id='t10', owner='Felix', task='Drop his spare key at the Harbourside office on the way to the airport',
         taken=['t11'], due='2025-11-20', status='done', closed_by=['t11_done'], handed_to=None),
    dict(id='t11', owner='Hana', task='Ring Little Bao and book a table at 6 for the farewell dinner',
         taken=['t12'], due='2025-11-09', status='dropped', closed_by=['d7_drop', 't12_drop'], handed_to=None),
    dict(id='t12', owner='Sina', task='Get Mercury to do a final power reading on the 28th and close the account',
         taken=['t13'], due='2025-11-28', status='done', closed_by=['t13_done'], handed_to=None),
    dict(id='t13', owner='Rory', task='Take the dead microwave to the tip',
         taken=['t14', 't14_re'], due='2025-11-24', status='open', closed_by=[], handed_to=None),
    dict(id='t14', owner='Sina', task="Set up a mail redirect from the flat to Hana's sister's",
         taken=['t15', 't15_re'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Felix', task='Ring Skinny and set 28 Nov as the broadband end date',
         taken=['t16'], due='2025-11-24', status='done', closed_by=['t16_done'], handed_to=None),
]

NON_TODOS = [
    (['nt_codex_split'], 'bot offer not taken up'),       # divide the checklist
    (['nt_pizza'], 'banter promise'),                     # pizza if the whole bond comes back
    (['nt_boxes', 'nt_boxes_no'], 'offer declined'),      # boxes from the liquor store
    (['nt_toothbrush'], 'banter promise'),                # clean the flat with a toothbrush
    (['nt_melb'], 'vague promise'),                       # visit Felix in Melbourne sometime
    (['nt_acct'], 'instruction to others'),               # send me your account numbers by Sunday
    (['nt_filter', 'nt_filter_r'], 'already done by someone else'),  # rangehood filter
    (['nt_gas'], 'already done'),                         # gas account closed last week
    (['nd_wish'], 'vague wish'),                          # live together again one day
    (['nt_pizza2'], 'vague promise'),                     # pizza next time we're in one city
    (['nt_claudie_remind'], 'bot offer not taken up'),    # reminder about the bond
]

QUESTIONS = [
    # ---- changed
    ('How is the end-of-tenancy cleaning being done now?',
     ['d4_p', 'd5_p', 'd6_p', 'd6_p2', 'd6_hana', 't6_done'],
     'The flatmates clean the flat themselves on Sun 23 Nov and a carpet-only professional clean ($180) comes Wed 26 Nov; '
     'first it was all DIY, then a $520 Sparkle full clean, then this', 'changed'),
    ('What was the very first plan for cleaning the flat before handing it back?',
     ['d4_p', 'd4_a1'], 'Do the whole clean themselves on Sunday 23 November', 'changed'),
    ('Are they still paying Sparkle for the full clean with the guarantee?',
     ['d5_p', 'd6_p', 'd6_hana', 't5_drop'],
     'No: the $520 full clean was replaced by a $180 carpet-only clean plus their own clean; Sparkle was never booked', 'changed'),
    ('When do professional cleaners come to the flat now?',
     ['d5_p', 'd6_p2', 't6_done'],
     'Only the carpet cleaners, Wed 26 Nov at 1pm (not Sparkle on Thu 27 Nov)', 'changed'),
    ('Does Hana still have to pass everyone their share of the bond?',
     ['d2_p', 'd3_p', 'd3_hana'],
     "No: the refund form lists each tenant's own account, so each $560 is paid directly", 'changed'),
    ('Before the refund form came up, how was the bond money going to be shared out?',
     ['d2_p', 'd2_a2'], 'It would all go to Hana, who would send each person $560', 'changed'),
    ("Is Felix's send-off dinner still on?",
     ['d7_p', 'd7_drop'],
     'No: the Little Bao dinner on Sat 15 Nov was called off (Sina got night shifts, Felix was packing)', 'changed'),
    ('Is someone still coming to clean the outside windows?',
     ['d8_ok', 'd8_drop'],
     "No: outside windows are the landlord's job, so Mere cancelled the $90 window cleaner", 'changed'),
    # ---- owner
    ('Who ended up booking the van?',
     ['t3', 't3_hand', 't3_hand_ok', 't3_hand_done'], 'Hana (Rory was meant to but handed it over)', 'owner'),
    ('Who replaced the broken blind, and who paid for it?',
     ['d12_a1', 'd12_a2', 't7_done'], 'Rory did both', 'owner'),
    ('Who wrote the cleaning checklist that went on the fridge?',
     ['t9', 't9_done'], 'Codex (the bot)', 'owner'),
    ('Who completed the refund paperwork for the bond, and who sent it off?',
     ['t2', 't2_done', 't8', 't8_done'], 'Mere filled it in and got signatures; Hana lodged it', 'owner'),
    ('Who handled closing the power account?',
     ['t13', 't13_done'], 'Sina (Mercury final read on the 28th)', 'owner'),
    # ---- status
    ('Has the broken microwave been dropped at the tip?',
     ['t14', 't14_re'], "No, it's still in Rory's boot; he says next weekend", 'status'),
    ("Is mail for the flat being redirected yet?",
     ['t15', 't15_re'], 'Not yet: Sina still has to set it up', 'status'),
    ('Did Felix book Sparkle in the end?',
     ['t5', 't5_drop'], 'No, he never booked it and it was no longer needed', 'status'),
    ('Has the bond come back?',
     ['t8_done', 'bond_in'], 'Yes, $560 each arrived on 30 Nov', 'status'),
    ('Did Hana get a table at Little Bao?',
     ['t12', 't12_drop'], 'No, she never rang them; the dinner was cancelled', 'status'),
    ('Did Felix hand in his spare key before flying?',
     ['t11', 't11_done'], "Yes, at Harbourside's front desk on 20 Nov, with a receipt", 'status'),
    # ---- single
    ('How big is the bond in total?',
     ['bond_total'], '$2,800 ($560 each)', 'single'),
    ('What did the property manager say about the mark on the hallway wall?',
     ['insp_scuff'], 'Fair wear and tear', 'single'),
    ('What does the tenancy agreement require for the carpets?',
     ['clause19'], 'Professional cleaning at the end of the tenancy, with a receipt (clause 19)', 'single'),
    ('How much did the van hire cost altogether?',
     ['t3_hand_done'], '$200 ($172 hire + $28 excess cover)', 'single'),
    ('What is Mere paying for the couch?',
     ['d9_p'], '$40 to each of the other four', 'single'),
    ('Where is Felix moving to?',
     ['felix_mel'], 'Melbourne, for a new job', 'single'),
    # ---- temporal
    ('When is the final inspection?',
     ['d1_p', 't1_done'], 'Friday 28 November at 10am', 'temporal'),
    ('On what day and at what times did they have the van?',
     ['t3_hand_done'], 'Saturday 22 November, 8am to 5pm', 'temporal'),
    ('When did Felix leave for Australia?',
     ['felix_mel', 't11'], 'Thursday 20 November, afternoon', 'temporal'),
    ('What date does the internet service stop?',
     ['d11_p', 't16_done'], '28 November', 'temporal'),
    # ---- multi
    ('How much did each of the others owe Hana for the van?',
     ['t3_hand_done', 'claudie_van'], '$66.67 each (Rory and Mere)', 'multi'),
    ('How much did each flatmate send Hana for the last utility bills?',
     ['bills', 't10_done'], '$41.16 ($14.84 broadband + $26.32 power)', 'multi'),
    ('Which flatmates used the van, and where were they moving to?',
     ['d10_p', 'hana_move', 'mere_move', 'rory_move'], 'Hana (Karori), Mere (Newtown) and Rory (Petone)', 'multi'),
    ('What happened to the bedroom blind and how was it sorted?',
     ['frisbee', 'd12_p', 't7_re', 't7_done'],
     "Rory's frisbee broke it; he ordered a 1200mm roller blind from Bunnings and put it up on 26 Nov", 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=13, seed=20251103)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
