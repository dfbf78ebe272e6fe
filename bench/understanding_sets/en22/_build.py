#!/usr/bin/env python3
"""English (British) craft brewery crew chat, Bristol: Ferryman's Yard Brewing
launches its winter seasonal (cans, label, launch party, duty return, a
Christmas-market stall), 2025-10-27 .. 2025-11-30, +00:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Gemma': (4418203957, False),   # head brewer, co-founder; organised, full sentences, "cheers"
    'Rob': (5530917264, False),     # co-founder, sales and money, the duty return; gruff, "mate", numbers
    'Tasha': (6204481739, False),   # taproom and events; exclamation marks, emoji
    'Dilly': (3871650248, False),   # assistant brewer, 24; lowercase, Bristolian slang, jokes
    'Kat': (5946032817, False),     # packaging and logistics, drives the van; terse, "ta", "sorted"
    'Codex': (7738120594, True),    # bot: terse, numbers
    'Claudie': (7852046913, True),  # bot: polite
}

SESSIONS = [
("2025-10-27 09:12", r"""
#brew_thu Gemma: Morning all. Right, winter seasonal. We brew Thursday, so a few things need locking in this week
Rob: morning. coffee first
Dilly: alright my lovers 👋
Tasha: MORNING ☕️ so excited for this one
#d_split_p Gemma: Batch plan: the full 20hl. Roughly half into cans, about 2,000 x 440s, and the rest into 30L kegs for the launch and the trade
#d_split_a1 Rob: makes sense. pubs want kegs for christmas anyway
#d_split_a2 Kat: fine by me. that's 33ish kegs, we've got 40 clean
#d_split_a3 Tasha: 👍
Gemma: Recipe is basically last year's oat stout with clementine peel and cinnamon in the whirlpool. 6.2%
Dilly: gert lush
#d_cans1_p Kat: cans. Severn Can Co in Avonmouth can do 2,000 blank 440s at 21p, delivered Wed 12 Nov. fits canning week. go with them?
#d_cans1_a1 Rob: 21p is decent. yes
#d_cans1_a2 Gemma: Yes please Kat
#d_cans1_ok Kat: ordered. sorted
#t_spice Dilly: i'll grab the clementines and cinnamon from the wholesaler before thursday
"""),
("2025-10-28 10:30", r"""
Tasha: Names!! We need one by Friday for the label
#d_name_p Gemma: I've been calling it Longest Night in my head. Solstice is the 21st, we launch around then, it's dark and spiced
#d_name_obj >d_name_p Tasha: hmm bit bleak for a party beer? I had Frost Fair
#n_yule Dilly: Yule Log 🪵
#n_yule_no >n_yule Rob: no
Dilly: harsh
#n_claudie_q Tasha: @Claudie any name ideas for a spiced oat stout?
#n_claudie_sugg Claudie: A few ideas: Solstice Stout, Ember & Peel, or Midwinter Lantern. Solstice Stout is simple and ties the beer to the season nicely.
Kat: there's already a Frost Fair from the lot in Stroud btw
Tasha: oh noooo are there
#d_name_tasha Tasha: fine, Longest Night it is. it's growing on me tbh
#d_name_a1 Rob: longest night 👍
#d_name_a2 Kat: +1
#d_name_a3 Dilly: longest night innit. bleak. love it
#d_name_ok Gemma: Longest Night, 6.2% spiced oat stout. Done 🖤
"""),
("2025-10-28 15:05", r"""
#d_art_p Gemma: For the label I'd like to pay a proper illustrator this time. Freya Ashdown, does the linocuts for the Windmill Hill bakery. £450 for the label plus an A3 poster version
#d_art_obj >d_art_p Dilly: i could've done it mind. did the summer one on my ipad
Rob: 450 quid though
Gemma: Your summer one was great Dil, but you're in the brewhouse 40 hours a week. And people buy winter beers as gifts, it needs to look special
Tasha: [photo]
Tasha: this is her stuff, it's stunning
#d_art_dilly Dilly: ok yeah that's unreal. fair. book her
#d_art_a1 Rob: go on then. 450 includes the poster yeah?
#d_art_a2 Tasha: yesss
#d_art_a3 Kat: fine
#t_brief Gemma: I'll send Freya the brief tonight: name, abv, allergens, the winter feel
"""),
("2025-10-29 08:50", r"""
#t_brief_done Gemma: Brief went to Freya last night. She's thinking a heron on a frozen harbour, sketches by next Tuesday
#rob_allergen Rob: make sure the allergen bit's big. oats, barley. trading standards will have us
#nt_allergen >rob_allergen Gemma: Already in the brief, in bold, with the 440ml and 6.2%
#nt_fv Kat: FV2's cleaned and sanitised btw, did it last night
"""),
("2025-10-29 19:20", r"""
#d_market_p Tasha: Christmas market! Quayside Winter Market has one bar pitch left. Sat-Sun 29-30 Nov and 6-7 Dec, £260 for both weekends. I reckon we go for it
#d_market_a0 Gemma: Love that
#d_market_obj Kat: who's driving the van though. I'm the only one who does weekends and my sister's wedding is the 6th
#d_market_rob Rob: I'm on the van insurance mate, have been since summer. I'll drive the sundays
#d_market_tasha Tasha: and me and Dilly can do the 6th, you're off the hook for the wedding Kat
#d_market_kat Kat: ok. then I'm in. I'll drive the saturdays, Rob the sundays
#d_market_a1 Dilly: market bants, i'm in
#d_market_ok Gemma: Brilliant. Tasha, go for the pitch
#t_apply Tasha: on it, deadline's Friday so the application will be in by then
"""),
("2025-10-30 07:15", r"""
#t_spice_done Gemma: Morning! Peel and cinnamon are in the cold store, 4kg of clementine peel 👌 cheers Dilly
Dilly: told ya
#mash Gemma: Mashing in
Gemma: [photo]
Dilly: smells like christmas in here already
Kat: smells like porridge from the office
Rob: that's the oats
Tasha: bacon rolls arriving at 10
"""),
("2025-10-30 15:40", r"""
Gemma: In FV2. OG 1.064, bang on
#n_barrel_p Dilly: we should do a barrel-aged one next. 12%, rum barrel
#n_barrel_no >n_barrel_p Gemma: Next winter maybe. No barrels, no space and no money 😂
"""),
("2025-10-31 17:30", r"""
#t_apply_done Tasha: Market application's in!! 🎄
#nt_insure Rob: did they want our public liability cert? I'll send it over
#nt_insure_r >nt_insure Tasha: went with the application Rob 😘
#d_launch1_p Tasha: Also launch party. Fri 21 Nov in the taproom yard, 6pm till late, heaters out, 4 kegs on. Free entry, pay bar
#d_launch1_a1 Gemma: Yes! 21st is perfect, the cans will be done by then
#d_launch1_a2 Rob: 👍 pay bar is the magic word
#d_launch1_a3 Dilly: launch in 3 weeks lets goooo
#d_launch1_a4 Kat: fine. I'll be there
#n_band_p Tasha: could we get a band? my mate's folk trio
#n_band_no >n_band_p Rob: no budget for a band mate. playlist
Dilly: happy halloween you lot 🎃
"""),
("2025-11-01 12:40", r"""
#d_coffee_p Dilly: idea. Hartcliffe Roasters next door said they'd give us beans. we split 50L off and do a coffee version for the launch. Longest Night: Dawn lol
Gemma: Ooh. We could, in the little 1hl conditioning tank
#d_coffee_a1 Gemma: Go on, let's do it
#d_coffee_a2 Tasha: a secret extra beer at the launch?? YES
#d_coffee_a3 Rob: if the beans are free i'm in
#t_beans Dilly: i'll go pick the beans up from them next week
"""),
("2025-11-02 16:05", r"""
Rob: Rovers. again. I'm done
Dilly: city won tho 😬
Rob: don't
Tasha: fireworks at Ashton Court Wednesday anyone?
Kat: I'll be asleep
"""),
("2025-11-03 09:05", r"""
#severn_late Kat: bad news. Severn Can Co emailed. shortage at their supplier, our 2,000 can't come before 3 Dec
Gemma: Oh for god's sake
Rob: 3 december. that's after the bloody launch
#northcan_info Kat: Northcan in Leeds have 440s in stock. 23p, pallet delivery Thu 13 Nov
#d_cans2_p Kat: I say we cancel Severn and go Northcan
#d_cans2_a1 Gemma: Do it
#d_cans2_a2 Rob: 2p more a can, 40 quid. whatever. yes
#d_cans2_ok Kat: Severn cancelled, Northcan ordered. 2,000 for the 13th
"""),
("2025-11-04 11:20", r"""
Gemma: Freya's sketches!
Gemma: [photo]
Gemma: [photo]
Tasha: the HERON 😭😭
Dilly: that's proper lush. ok glad i didn't do it
Rob: second one. darker
Gemma: Second it is, Freya's doing the final this week
#t_codex_q Rob: @Codex cost per can please. liquid 38p per 440, can 23p, label 9p, plus duty at 6.2%. margin at £4.50 retail and £2.10 trade?
#t_codex Codex: Working on it.
#t_codex_done Codex: Per 440ml can, 6.2%, small producer relief estimated:\n- liquid £0.38 + can £0.23 + label £0.09 + duty ~£0.42 = £1.12\n- trade £2.10 → margin £0.98 (47%)\n- retail £4.50 (VAT £0.75) → margin £2.63
#n_codex_sugg Codex: At £4.95 retail the margin rises to £3.01, still under most craft shelf prices.
Rob: cheers robot
"""),
("2025-11-05 13:10", r"""
#market_ok Tasha: WE'RE IN!! Quayside market, pitch 14, right by the carousel 🎠
Gemma: Amazing
#d_price_p Rob: prices for the market then. £4.50 a can, 4 for £16. no draught, keep it simple
#d_price_a1 Tasha: 4 for 16 is a great gift price
#d_price_a2 Gemma: Agreed
#d_price_a3 Kat: 👍
#n_codex_sugg_q Dilly: what about the robot's 4.95
#n_codex_sugg_no >n_codex_sugg_q Rob: nobody's paying a fiver a can at a christmas market mate
#n_mulled_p Tasha: ooh and mulled beer?? warm stout with spices
#n_mulled_no >n_mulled_p Gemma: Absolutely not, heating stout is a crime 😂 and we'd need a hob
#t_ten Tasha: organisers say each bar stall needs its own TEN from the council. I'll do it on the council site by Friday
#n_lic_q Kat: do we need someone with a personal licence on the stall every day?
#n_lic_r >n_lic_q Tasha: no, the TEN's in my name, that covers it
Dilly: fireworks tonight!! 🎆
"""),
("2025-11-06 18:45", r"""
#d_glass_p Tasha: hear me out: branded tulip glasses for the launch. 200, people keep them, heron on the side
#d_glass_a1 Gemma: Oh that would be lovely
#d_glass_a2 Dilly: merch!! yes
#d_glass_a3 Rob: if it's under 500 quid fine
#t_glass Tasha: ok I'll get quotes and order them
Kat: make sure they're dishwasher safe
"""),
("2025-11-07 10:05", r"""
#tank_full Gemma: Bit of a problem. Dockside Tavern have confirmed their contract brew for the 12th and it has to go in the little tank. No room for the coffee version
Dilly: noooo
Rob: contract money pays the rent mate
#d_coffee_drop Gemma: Let's park the coffee one, it's not happening this year
#d_coffee_drop_a1 Dilly: gutted but yeah
#d_coffee_drop_a2 Tasha: 😢 ok
#t_beans_drop Dilly: hadn't picked the beans up anyway. told hartcliffe, they're cool about it
"""),
("2025-11-07 16:30", r"""
#t_ten_done Tasha: TEN submitted on the council site, acknowledgement email came straight back ✅
Kat: nice one
#nt_rota Rob: everyone send me which market shifts you can do by next friday
"""),
("2025-11-08 11:50", r"""
Dilly: [photo]
Dilly: gig at the Foundry last night, ears still ringing
Tasha: who was it?
Dilly: some post-punk lot from Leeds, unreal
Kat: [photo]
Kat: last leeks off the allotment
Gemma: Those are enormous
Kat: horse manure
"""),
("2025-11-09 19:10", r"""
#t_sell Rob: I'll email the sell sheet to our six pubs tomorrow, Longest Night kegs from the 24th
Gemma: Cheers Rob
#nt_wish Tasha: one day we need a brewery dog. just saying
Dilly: a staffie called Hops
Rob: no
"""),
("2025-11-10 10:40", r"""
#t_sell_done Rob: sell sheet's out to all six. the Crooked Hare want 2 kegs already, the Tannery Arms 1
#t_duty Rob: October duty return's due the 15th. I'll do it this week, small producer relief and all
Gemma: Thank you
#nt_shelving Rob: and at some point I'll sort the cold store shelving, it's a death trap
Kat: heard that before
Rob: 🙄
"""),
("2025-11-11 12:15", r"""
#yard_works Tasha: so... letter from the estate. They're resurfacing the whole yard 17 Nov to 5 Dec. Diggers, barriers, the lot
Gemma: You're joking
Rob: typical
#d_launch2_p Tasha: I rang round. The Bell & Compass on Stokes Croft have their upstairs room free on the 21st, 7 till 11. They'll pour 4 of our kegs and let us sell cans to take away. £100 deposit, paid 🙌
#d_launch2_a1 Gemma: Oh I love that room. Good shout Tash
#d_launch2_a2 Dilly: the bell's lush. is there a lift for kegs tho
Tasha: dumbwaiter apparently lol, they do it every week
#d_launch2_a3 Rob: £100 deposit and they take the keg money? fine by me
#d_launch2_a4 Kat: works. less to tidy
#nt_dj Dilly: my cousin can DJ up there for free, he's decent
#nt_dj_no >nt_dj Tasha: ta but the Bell have their own sound system and they're funny about it
"""),
("2025-11-12 14:25", r"""
#glass_quote Tasha: glass quotes back. cheapest is £3.10 a glass for 200 with the print, and 4 weeks lead time
Rob: 620 quid and they turn up after the party. no
#d_glass_drop Tasha: yeah bin it. no branded glasses
#d_glass_drop_a1 Gemma: Agreed, not worth it
#d_glass_drop_a2 Dilly: rip glasses
#t_glass_drop Tasha: hadn't ordered anything, only got quotes, so nothing to cancel
#t_kit Kat: market kit. I'll borrow the gazebo off the climbing wall lot and sort trestles and lights before the market
Tasha: legend
"""),
("2025-11-13 10:50", r"""
#northcan_bad Kat: Northcan pallet's here. wrap was ripped, the top layers are dented and it's 600 short
Kat: [photo]
Gemma: Oh no no no
Rob: you are having a laugh
#northcan_2wk Kat: rang them. replacement's 2 weeks. that's after canning day
Gemma: We can't label dented cans, the machine jams
#d_cans3_p Kat: Brigstow Packaging in Avonmouth have 2,100 440s on the shelf. 27p. I can collect with the van. let's get them
#d_cans3_obj >d_cans3_p Rob: 27p?? that's 4p more than Northcan. 84 quid for nothing
#d_cans3_kat Kat: no delivery charge though, Northcan charged 45 for the pallet. and I'll claim the lot back off Northcan
Gemma: And canning day stays Tuesday, which is the whole point
#d_cans3_rob Rob: ...alright. go on. get the Brigstow ones
#d_cans3_a1 Gemma: Yes, Brigstow
#d_cans3_a2 Dilly: brigstow. local lads
#t_collect Kat: ringing Brigstow now, I'll collect Monday 8am
#t_refund Kat: and I'll chase Northcan for a full refund on the damaged pallet
#n_hypo Rob: if Brigstow mess us about as well we keg the lot and forget cans
Dilly: cursed beer lol
#nt_pint Gemma: First round's on me if those cans actually turn up 😂
"""),
("2025-11-14 08:20", r"""
#t_duty_hand Rob: got the flu. full on. can't look at a screen. Gem could you do the duty return? it's all in the drive, October tab. due tomorrow
#t_duty_ok Gemma: Of course, leave it with me. Get back in bed
Tasha: get well soon Rob 🤒
Dilly: lemsip and a hot toddy
"""),
("2025-11-15 15:35", r"""
#t_duty_done Gemma: Duty return submitted and paid. Small producer relief claimed, the reference is in the drive
Rob: you're a star. still dying
Gemma: Stay dying in bed please
Gemma: Final label from Freya!!
Gemma: [photo]
Tasha: 😍😍😍 frame it
Dilly: the heron's eyes 🔥
"""),
("2025-11-16 18:00", r"""
Rob: alive. just
Tasha: how's the throat
Rob: like i've gargled gravel
Dilly: rugby was grim yesterday, you didn't miss much
Kat: Brigstow tomorrow 8am. got the van keys
"""),
("2025-11-17 09:30", r"""
#t_collect_done Kat: 2,100 Brigstow cans in the van, no dents, counted every sleeve
Gemma: YES
Rob: back at my desk. what did i miss
Gemma: Labels picked up from the printers too
#t_poster Tasha: I'll get Freya's A3 posters printed and up round Stokes Croft and the Bell by Wednesday
Gemma: Cheers Tash
"""),
("2025-11-18 08:40", r"""
#canday Gemma: Canning day! Line's running
Gemma: [photo]
Dilly: cans go brrrr
Kat: labeller jammed twice. fixed
#t_claudie_q Tasha: @Claudie could you write an Instagram post for the launch? Fri 21st, 7-11pm, upstairs at the Bell & Compass, Longest Night 6.2% spiced oat stout, label by Freya Ashdown
#t_claudie Claudie: Of course, I'll draft it now.
#t_claudie_done Claudie: Here's a draft:\n"The longest night deserves a proper stout. 🌙 Longest Night, our 6.2% spiced oat stout with clementine peel and cinnamon, launches this Friday 21 Nov, 7-11pm, upstairs at The Bell & Compass, Stokes Croft. Label art by the brilliant Freya Ashdown. Cans to take home and four of our kegs on the bar. See you there 🖤"
#nt_claudie_offer Claudie: If it helps, I can also write a short press release for local listings.
Tasha: posted, word for word. ta Claudie
#canned Gemma: 1,980 cans filled, 120 spare. 33 kegs in the cold store
Rob: nice one all
"""),
("2025-11-19 17:15", r"""
#t_poster_done Tasha: posters up! Bell & Compass, the record shop, the bike café and the launderette on Ashley Road lol
Dilly: launderette is a solid demographic
#nt_teaser Tasha: and the countdown stories for Thursday and Friday are already scheduled on insta
#nt_beard Dilly: if we sell out on friday i'm shaving the beard. mark my words
Gemma: Screenshotted
Rob: @Codex how many cans at 4.50 to cover the market pitch and the bell deposit
Codex: £260 + £100 = £360. £2.63 margin per can at £4.50 → 137 cans.
#nt_codex_offer Codex: I can also make a shift rota table for the market if useful.
Rob: 137. easy
"""),
("2025-11-20 16:50", r"""
Kat: kegs go up the dumbwaiter tomorrow at 4. need two people
Dilly: me
Gemma: Me too
Rob: card reader's charged and the float's in the safe
#n_joke_santa Gemma: Rob in a Santa hat behind the table, that's the marketing plan sorted
Rob: absolutely not
Dilly: absolutely yes
#n_coffee_q Dilly: wait are we still doing the coffee one for the market?
#n_coffee_q_r >n_coffee_q Gemma: No mate, that's dead, the little tank's full of Dockside's lager
Dilly: rip dawn
"""),
("2025-11-21 16:10", r"""
Kat: kegs up. dumbwaiter is terrifying
Dilly: [photo]
Tasha: room looks gorgeous, fairy lights up ✨
"""),
("2025-11-21 19:40", r"""
Tasha: RAMMED 🔥
Gemma: [photo]
Rob: card reader's on fire
Dilly: freya's here signing posters!!
"""),
("2025-11-21 22:55", r"""
#launch_sales Rob: final count: 142 cans sold, 3 of the 4 kegs kicked
Tasha: best night ever 🥹
Dilly: ...not sold out tho. beard stays 😌
"""),
("2025-11-22 11:30", r"""
Gemma: Head is pounding
Kat: I'm fine. I drank water
Dilly: traitor
Tasha: the Bell are asking about a tap takeover in the new year!!
Rob: one thing at a time
"""),
("2025-11-24 09:45", r"""
#t_price Rob: need Longest Night on the wholesale price list on the website. I'll do it this week
Gemma: Ta
#t_refund_re Kat: Northcan still haven't replied. chasing again this week
#market_rota Rob: market rota from what you sent me. Sat 29: Kat driving, Tasha, Dilly. Sun 30: me driving, Gemma, Tasha. Sat 6: Tasha, Dilly, me driving. Sun 7: Gemma, me driving
Tasha: 👍
Kat: ta
"""),
("2025-11-26 14:20", r"""
Gemma: 700 cans set aside for the market, in the cold store by the door
Dilly: don't drink them kat
Kat: wasn't going to
"""),
("2025-11-27 17:40", r"""
#t_kit_done Kat: gazebo's in the van, 2 trestles from my dad's garage, and the fairy lights from the taproom. market kit sorted
Tasha: Kat you're a machine
"""),
("2025-11-29 07:30", r"""
Kat: loading
Tasha: [photo]
Tasha: pitch 14 looking festive 🎄
Dilly: freezing. fingers gone
"""),
("2025-11-29 16:45", r"""
#market_sat Tasha: 168 cans today!! 4-packs flying
Gemma: 🎉
Rob: how many 4-packs
Tasha: 31
"""),
("2025-11-30 18:30", r"""
Gemma: [photo]
#market_sun Gemma: Day two: 214 cans. 382 for the weekend
Rob: minus the pitch that's... good. very good
#t_price_re Rob: price list on the website tomorrow, promise
#t_refund_re2 Kat: Northcan refund still outstanding. ringing them monday
Dilly: next weekend again lets gooo
Gemma: Proud of you lot. Cheers 🍻
"""),
]

DECISIONS = [
    dict(id='d1', text='Cans from Severn Can Co (Avonmouth): 2,000 blank 440ml at 21p, delivered Wed 12 Nov',
         stated=['d_cans1_p', 'd_cans1_a1', 'd_cans1_a2', 'd_cans1_ok'],
         agreed_by=['Kat', 'Rob', 'Gemma'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_cans2_p', 'd_cans2_ok']),
    dict(id='d2', text='Severn cancelled (no cans before 3 Dec): 2,000 x 440ml from Northcan (Leeds) at 23p, pallet delivery Thu 13 Nov',
         stated=['d_cans2_p', 'd_cans2_a1', 'd_cans2_a2', 'd_cans2_ok'],
         agreed_by=['Kat', 'Gemma', 'Rob'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_cans3_p', 'd_cans3_a1']),
    dict(id='d3', text='After the damaged, short Northcan pallet: 2,100 x 440ml from Brigstow Packaging (Avonmouth) at 27p, collected in the van Mon 17 Nov',
         stated=['d_cans3_p', 'd_cans3_kat', 'd_cans3_rob', 'd_cans3_a1', 'd_cans3_a2', 't_collect_done'],
         agreed_by=['Kat', 'Rob', 'Gemma', 'Dilly'], objected_by=['Rob'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Launch party Fri 21 Nov in the brewery taproom yard, 6pm till late, 4 kegs, free entry, pay bar',
         stated=['d_launch1_p', 'd_launch1_a1', 'd_launch1_a2', 'd_launch1_a3', 'd_launch1_a4'],
         agreed_by=['Tasha', 'Gemma', 'Rob', 'Dilly', 'Kat'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_launch2_p', 'd_launch2_a1']),
    dict(id='d5', text='Launch party Fri 21 Nov, 7-11pm, upstairs room at The Bell & Compass (Stokes Croft): 4 of our kegs on their bar, cans to take away, £100 deposit paid',
         stated=['d_launch2_p', 'd_launch2_a1', 'd_launch2_a2', 'd_launch2_a3', 'd_launch2_a4'],
         agreed_by=['Tasha', 'Gemma', 'Dilly', 'Rob', 'Kat'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Label by illustrator Freya Ashdown, £450 including an A3 poster version',
         stated=['d_art_p', 'd_art_dilly', 'd_art_a1', 'd_art_a2', 'd_art_a3'],
         agreed_by=['Gemma', 'Dilly', 'Rob', 'Tasha', 'Kat'], objected_by=['Dilly'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text="Bar stall at the Quayside Winter Market, 29-30 Nov and 6-7 Dec, £260; Kat drives Saturdays, Rob Sundays; Tasha and Dilly staff the 6th (Kat is at her sister's wedding, Rob drives)",
         stated=['d_market_p', 'd_market_a0', 'd_market_rob', 'd_market_tasha', 'd_market_kat', 'd_market_a1', 'd_market_ok', 'market_ok', 'market_rota'],
         agreed_by=['Tasha', 'Gemma', 'Rob', 'Kat', 'Dilly'], objected_by=['Kat'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Market prices: £4.50 a can, 4 for £16, no draught',
         stated=['d_price_p', 'd_price_a1', 'd_price_a2', 'd_price_a3'],
         agreed_by=['Rob', 'Tasha', 'Gemma', 'Kat'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='The beer is called Longest Night: a 6.2% spiced oat stout (clementine peel, cinnamon)',
         stated=['d_name_p', 'd_name_tasha', 'd_name_a1', 'd_name_a2', 'd_name_a3', 'd_name_ok'],
         agreed_by=['Gemma', 'Tasha', 'Rob', 'Kat', 'Dilly'], objected_by=['Tasha'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Full 20hl batch: about half in cans (~2,000 x 440ml), the rest in 30L kegs for the launch and trade',
         stated=['d_split_p', 'd_split_a1', 'd_split_a2', 'd_split_a3'],
         agreed_by=['Gemma', 'Rob', 'Kat', 'Tasha'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='A 50L coffee version (Longest Night: Dawn) with Hartcliffe Roasters beans for the launch',
         stated=['d_coffee_p', 'd_coffee_a1', 'd_coffee_a2', 'd_coffee_a3'],
         agreed_by=['Dilly', 'Gemma', 'Tasha', 'Rob'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_coffee_drop', 'd_coffee_drop_a1', 'd_coffee_drop_a2']),
    dict(id='d12', text='200 branded tulip glasses for the launch party',
         stated=['d_glass_p', 'd_glass_a1', 'd_glass_a2', 'd_glass_a3'],
         agreed_by=['Tasha', 'Gemma', 'Dilly', 'Rob'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_glass_drop', 'd_glass_drop_a1', 'd_glass_drop_a2']),
]

NON_DECISIONS = [
    (['n_yule', 'n_yule_no'], 'proposal not taken up'),                 # Yule Log → no
    (['n_claudie_q', 'n_claudie_sugg'], 'bot suggestion ignored'),      # Claudie: Solstice Stout
    (['n_barrel_p', 'n_barrel_no'], 'proposal not taken up'),           # 12% barrel-aged → next winter maybe
    (['n_band_p', 'n_band_no'], 'proposal not taken up'),               # folk trio → no budget
    (['n_codex_sugg', 'n_codex_sugg_q', 'n_codex_sugg_no'], 'bot suggestion ignored'),  # £4.95
    (['n_mulled_p', 'n_mulled_no'], 'proposal not taken up'),           # mulled beer → a crime
    (['n_lic_q', 'n_lic_r'], 'question'),                               # personal licence on the stall?
    (['n_hypo'], 'hypothetical'),                                       # if Brigstow mess us about, keg the lot
    (['n_joke_santa'], 'joke'),                                         # Rob in a Santa hat
    (['n_coffee_q', 'n_coffee_q_r'], 'question'),                       # still doing the coffee one?
]

TODOS = [
    dict(id='t1', owner='Kat', task='Collect the Brigstow cans with the van (Mon 8am)',
         taken=['t_collect'], due='2025-11-17', status='done', closed_by=['t_collect_done'], handed_to=None),
    dict(id='t2', owner='Gemma', task='Send Freya the label brief (name, ABV, allergens)',
         taken=['t_brief'], due='2025-10-28', status='done', closed_by=['t_brief_done'], handed_to=None),
    dict(id='t3', owner='Rob', task="File and pay October's alcohol duty return (small producer relief)",
         taken=['t_duty', 't_duty_ok'], due='2025-11-15', status='done', closed_by=['t_duty_done'], handed_to='Gemma'),
    dict(id='t4', owner='Tasha', task='Apply for the Quayside Winter Market pitch',
         taken=['t_apply'], due='2025-10-31', status='done', closed_by=['t_apply_done'], handed_to=None),
    dict(id='t5', owner='Tasha', task='Submit a Temporary Event Notice (TEN) for the market stall',
         taken=['t_ten'], due='2025-11-07', status='done', closed_by=['t_ten_done'], handed_to=None),
    dict(id='t6', owner='Dilly', task='Get the clementine peel and cinnamon from the wholesaler before brew day',
         taken=['t_spice'], due='2025-10-29', status='done', closed_by=['t_spice_done'], handed_to=None),
    dict(id='t7', owner='Dilly', task='Pick up the coffee beans from Hartcliffe Roasters',
         taken=['t_beans'], due='2025-11-09', status='dropped', closed_by=['d_coffee_drop', 't_beans_drop'], handed_to=None),
    dict(id='t8', owner='Tasha', task='Get quotes for and order the branded glasses',
         taken=['t_glass'], due='', status='dropped', closed_by=['d_glass_drop', 't_glass_drop'], handed_to=None),
    dict(id='t9', owner='Codex', task='Work out cost and margin per can',
         taken=['t_codex'], due='', status='done', closed_by=['t_codex_done'], handed_to=None),
    dict(id='t10', owner='Claudie', task='Draft the Instagram launch post',
         taken=['t_claudie'], due='', status='done', closed_by=['t_claudie_done'], handed_to=None),
    dict(id='t11', owner='Rob', task='Email the sell sheet to the six pubs',
         taken=['t_sell'], due='2025-11-10', status='done', closed_by=['t_sell_done'], handed_to=None),
    dict(id='t12', owner='Kat', task='Sort the market kit: borrowed gazebo, trestles, lights',
         taken=['t_kit'], due='2025-11-28', status='done', closed_by=['t_kit_done'], handed_to=None),
    dict(id='t13', owner='Tasha', task="Print Freya's A3 posters and put them up",
         taken=['t_poster'], due='2025-11-19', status='done', closed_by=['t_poster_done'], handed_to=None),
    dict(id='t14', owner='Kat', task='Chase Northcan for a refund on the damaged, short pallet',
         taken=['d_cans3_kat', 't_refund', 't_refund_re', 't_refund_re2'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Rob', task='Add Longest Night to the wholesale price list on the website',
         taken=['t_price', 't_price_re'], due='2025-11-30', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_allergen'], 'already done'),                          # allergens already in the brief
    (['nt_fv'], 'already done'),                                # FV2 cleaned last night
    (['nt_insure', 'nt_insure_r'], 'already done by someone else'),  # PLI cert → went with the application
    (['nt_rota'], 'instruction to others'),                     # send me your market shifts by Friday
    (['nt_wish'], 'vague wish'),                                # a brewery dog one day
    (['nt_shelving'], 'vague promise'),                         # cold store shelving at some point
    (['nt_dj', 'nt_dj_no'], 'offer declined'),                  # cousin DJs → the Bell has its own
    (['nt_pint'], 'banter promise'),                            # first round on me if the cans turn up
    (['nt_claudie_offer'], 'bot offer not taken up'),           # Claudie: a press release
    (['nt_teaser'], 'already done'),                            # countdown stories already scheduled
    (['nt_beard'], 'banter promise'),                           # shave the beard if we sell out
    (['nt_codex_offer'], 'bot offer not taken up'),             # Codex: a market rota table
]

QUESTIONS = [
    # ---- changed
    ('Who are we getting the cans from now?',
     ['d_cans3_p', 'd_cans3_rob', 't_collect_done'],
     'Brigstow Packaging in Avonmouth, 2,100 x 440ml at 27p, collected by Kat on Mon 17 Nov (Severn Can Co, then Northcan, then Brigstow)', 'changed'),
    ('Which can supplier did we pick first?',
     ['d_cans1_p', 'd_cans1_ok'], 'Severn Can Co in Avonmouth: 2,000 blank 440s at 21p for Wed 12 Nov', 'changed'),
    ('Why did the first can order fall through?',
     ['severn_late', 'd_cans2_p'], "Their supplier had a shortage, so the cans couldn't arrive before 3 December, after the launch", 'changed'),
    ('What went wrong with the cans from Leeds?',
     ['northcan_bad', 'northcan_2wk'],
     'The Northcan pallet came with ripped wrap, dented top layers and 600 short; a replacement was two weeks away, after canning day', 'changed'),
    ('Where is the launch do happening in the end?',
     ['d_launch1_p', 'd_launch2_p', 'd_launch2_a1'],
     'Upstairs at The Bell & Compass on Stokes Croft, Fri 21 Nov 7-11pm (first planned for the taproom yard, which is being resurfaced)', 'changed'),
    ('Where was the launch going to be originally?',
     ['d_launch1_p', 'd_launch1_a1'], 'In the brewery taproom yard, Fri 21 Nov from 6pm, heaters and 4 kegs', 'changed'),
    ('Whatever happened to the coffee version of the stout?',
     ['tank_full', 'd_coffee_drop'], "Dropped: Dockside Tavern's contract brew took the little tank, so there was no room", 'changed'),
    ('Are we still having glasses printed with the heron for the launch?',
     ['glass_quote', 'd_glass_drop'], 'No, dropped: £3.10 a glass (£620) and a 4-week lead time, so they would arrive after the party', 'changed'),
    # ---- owner
    ("Who ended up doing October's HMRC return?",
     ['t_duty', 't_duty_hand', 't_duty_ok', 't_duty_done'], 'Gemma (Rob had it but got the flu and handed it over)', 'owner'),
    ('Who sorted the peel and cinnamon for brew day?',
     ['t_spice', 't_spice_done'], 'Dilly (Gemma confirmed they were in the cold store)', 'owner'),
    ('Who did the per-can cost sums?',
     ['t_codex_q', 't_codex_done'], 'Codex (the bot)', 'owner'),
    ('Who wrote the launch post for Instagram?',
     ['t_claudie_q', 't_claudie_done'], 'Claudie (the bot); Tasha posted it word for word', 'owner'),
    ('Who is getting our money back from Northcan?',
     ['d_cans3_kat', 't_refund', 't_refund_re2'], 'Kat', 'owner'),
    # ---- status
    ('Has Northcan refunded us yet?',
     ['t_refund', 't_refund_re', 't_refund_re2'], "No, still outstanding; Kat is ringing them on Monday", 'status'),
    ('Has the trade price list online been updated with the new stout?',
     ['t_price', 't_price_re'], 'Not yet; Rob says tomorrow', 'status'),
    ('Did the council paperwork for the stall get done?',
     ['t_ten', 't_ten_done'], 'Yes, Tasha submitted the TEN on Fri 7 Nov and got the acknowledgement', 'status'),
    ('Did Dilly collect the beans from the roasters?',
     ['t_beans', 't_beans_drop'], "No, the coffee version was dropped before he picked them up", 'status'),
    ('Were the branded glasses ordered?',
     ['t_glass', 't_glass_drop'], 'No, only quotes were got; the glasses were dropped', 'status'),
    ('Did the pubs get the sell sheet?',
     ['t_sell', 't_sell_done'], 'Yes, all six; the Crooked Hare wanted 2 kegs and the Tannery Arms 1', 'status'),
    # ---- single
    ('How strong is the winter beer?',
     ['d_name_ok'], '6.2% (spiced oat stout)', 'single'),
    ("What's Freya charging?",
     ['d_art_p', 'd_art_a1'], '£450, including an A3 poster version', 'single'),
    ('How much is the market pitch?',
     ['d_market_p'], '£260 for both weekends', 'single'),
    ("What's our pitch number at Quayside?",
     ['market_ok'], '14, by the carousel', 'single'),
    ('What does Brigstow charge per can?',
     ['d_cans3_p'], '27p', 'single'),
    ('What are we selling cans for at the market?',
     ['d_price_p'], '£4.50 each or 4 for £16', 'single'),
    # ---- temporal
    ('When did we can it?',
     ['canday', 'canned'], 'Tuesday 18 November', 'temporal'),
    ('Which dates is the market stall on?',
     ['d_market_p', 'market_rota'], 'Sat-Sun 29-30 November and 6-7 December', 'temporal'),
    ('When are the estate doing the yard?',
     ['yard_works'], '17 November to 5 December', 'temporal'),
    ('When was brew day?',
     ['brew_thu', 't_spice_done', 'mash'], 'Thursday 30 October', 'temporal'),
    # ---- multi
    ('How many cans did we shift at the launch and over the first market weekend?',
     ['launch_sales', 'market_sat', 'market_sun'],
     '142 at the launch; 382 at the market (168 Saturday, 214 Sunday)', 'multi'),
    ("What was Rob's problem with Brigstow and why did he come round?",
     ['d_cans3_obj', 'd_cans3_kat', 'd_cans3_rob'],
     "27p is 4p a can more than Northcan (about £84); there's no £45 delivery charge, Kat will claim the Northcan pallet back, and canning day holds", 'multi'),
    ("What was Kat's worry about the market and how was it settled?",
     ['d_market_obj', 'd_market_rob', 'd_market_kat'],
     "She was the only weekend van driver and her sister marries on the 6th; Rob (on the insurance) drives Sundays, Kat Saturdays, Tasha and Dilly cover the 6th", 'multi'),
    ("Did Dilly mind paying an illustrator, and how did that end?",
     ['d_art_obj', 'd_art_dilly', 'd_art_a1'],
     "He said he could have drawn it himself, then saw Freya's work and agreed; she was booked at £450 with a poster", 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=0, seed=20251027)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
