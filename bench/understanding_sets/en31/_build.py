#!/usr/bin/env python3
"""English chat of the volunteers of the Ruchill Plots Kitchen (Glasgow), a
community kitchen in a hut beside the allotments: the Thursday soup run in
town and a harvest supper fundraiser, 2026-08-24 .. 2026-09-27, +01:00 BST.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Morag': (4820193746, False),   # coordinator, 60s; "right folks"
    'Callum': (5937201846, False),  # driver, Berlingo van; dry, "aye"
    'Priya': (6104829375, False),   # head cook, plot-holder, hygiene cert
    'Declan': (5281937460, False),  # 22, student, socials, jokes
    'Ailsa': (6649201837, False),   # treasurer, the grant, careful
    'Codex': (7709382145, True),    # bot: terse
    'Claudie': (7812049365, True),  # bot: polite
}

SESSIONS = [
("2026-08-24 19:05", r"""
Morag: Right folks, new chat for the autumn, the old one had 900 unread memes in it
Declan: not all of them were mine
Callum: 90% were yours
Morag: Two things this term: the Thursday soup run and the harvest supper to raise money for the winter
Ailsa: and the grant report, dont forget that one 😬
#d_run1_p Morag: Soup run stays as it was in spring. Thursdays, on the street at 8, Hope Street side of Central Station
#d_run1_a1 Callum: aye fine by me
#d_run1_a2 Priya: 👍 soup as usual from me
#d_run1_ok Morag: Grand, 8pm Hope St it is
#d_sup1_p Morag: For the supper I was thinking Saturday 19 Sept, out at the pavilion by the plots with a marquee, tables on the grass
#d_sup1_a1 Priya: yes!! the squashes will be ready by then
#d_sup1_a2 Declan: outdoor dinner with fairy lights, I'm in
#d_sup1_ok Morag: Pavilion on the 19th then
#t_pav Morag: I'll check with the allotment association that the pavilion's free that night, I see Jim on Wednesday
#n_tiktok Declan: could we do a tiktok live from the soup run? would get us loads of followers
#n_tiktok_no Priya: Absolutely not, folk on the street aren't content
Declan: fair. yeah. fair
"""),
("2026-08-25 20:30", r"""
Ailsa: Quick money update
Ailsa: Awards for All leftovers are £412, has to be spent by end of October
#d_urn_p Ailsa: I'd put £89 of it on a second 20 litre urn, we keep running out of tea by half 8
#d_urn_a1 Callum: yes please, the old one takes forty minutes to boil anyway
#d_urn_a2 Morag: Agreed
#d_urn_ok Ailsa: Ok ordering one
#nt_urn Ailsa: actually just ordered it on my phone from the catering place in Govan, coming Monday 🙌
#nt_flask Morag: Reminder for Thursday: everyone bring your own hi-vis, the box of them in the hut is down to two
Declan: mine's in my mum's car somewhere
"""),
("2026-08-26 21:10", r"""
#t_pav_done >t_pav Morag: Jim says the pavilion is ours on the 19th, no charge, just leave it tidy
Priya: yesss
#quote_q Morag: Marquee though, we'd need one for 60 folk
#t_marquee Priya: my cousin does event hire, I'll get a price off him by Friday
#n_bbq Callum: could just buy a big gas barbecue and do it all outside, burgers and that
#n_bbq_no Priya: it's a harvest supper Callum not a stag do 😂 we're doing soup and stovies
Callum: fair enough
"""),
("2026-08-27 18:20", r"""
Callum: van's loaded
Callum: [photo]
Priya: lentil and carrot tonight, 2 urns worth
+2h Declan: 38 served, ran out of rolls at 8:40
Declan: the guy with the dog was asking for you priya
Priya: aw Tam! did he get soup?
Declan: two bowls and a sausage roll for the dog
Morag: Thanks all. Busier than June
#n_rain_q Declan: what do we do if it's chucking it down some thursday, do we still go?
#n_rain_r Morag: If it's really bad we'd stand under the station canopy, we've done it before, we'll see on the night
"""),
("2026-08-28 12:45", r"""
#quote >t_marquee Priya: marquee quote's in: £260 for the Saturday incl. delivery and 6 trestles, 60 seats
Ailsa: Oof
Ailsa: thats more than the whole urn and the food put together
Declan: forecast for mid sept in glasgow is "yes"
#n_lunch Declan: or we skip the marquee and squeeze everyone into the hut itself
#n_lunch_no Priya: the hut fits twelve if nobody breathes
Morag: Hmm. Let me think on it over the weekend
"""),
("2026-08-29 11:20", r"""
Declan: anyone at the plots today? my flatmate wants to see the hut
Priya: I'm here till 2, bring him
Declan: he's a her but aye
Priya: haha ok bring her
+2h Declan: [photo]
Declan: she's now asking to volunteer. recruitment drive successful
Morag: Excellent, get her on a Thursday
Callum: another pair of hands for the washing up 🙏
"""),
("2026-08-30 15:30", r"""
Priya: [photo]
Priya: plot 14 is basically a tattie mountain now
Callum: that's the stovies sorted then
Declan: can i take some home
Priya: no 😂 they're for the supper
#nt_oven Priya: one day I want a proper commercial oven in that hut, not two camping rings and a prayer
"""),
("2026-08-31 19:40", r"""
#d_sup2_p Morag: Right, had a think. Forget the marquee, let's do the supper in Ruchill Parish Church hall. Indoors, kitchen right there, holds 80
#d_sup2_obj Ailsa: The hall's £150 though and they charge a £40 cleaning fee on top, that's not nothing
#d_sup2_r Morag: they waived the cleaning for the food bank last year, might do it again
+2h #d_sup2_r2 Morag: Just rang the minister: £150 and no cleaning fee if we clean it ourselves
#d_sup2_ai Ailsa: ok then, £150 is fine by me
#d_sup2_a1 Priya: yes, a real cooker!!
#d_sup2_a2 Callum: 👍
#d_sup2_ok Morag: Church hall it is then, Sat 19th
#t_hall Callum: I'll go round to the church on Wednesday with the £150 and get the keys sorted
"""),
("2026-09-01 20:10", r"""
#t_tix Declan: I'll set up the ticket page this week, eventbrite or whatever
#d_price_p Ailsa: Ticket price: £12 full, £5 concession, kids under 12 free?
#d_price_obj Priya: I'd rather pay-what-you-can, half our regulars from thursdays might want to come and £12 is a lot
#d_price_r Ailsa: we need to actually make money for the winter though. What about £12/£5 but with a "pay it forward" jar on the door so folk can cover a ticket for someone
#d_price_pr Priya: ok I like that. go on then
#d_price_a1 Morag: Yes, good compromise
#d_price_ok Ailsa: £12 / £5 / kids free + pay it forward jar
#nt_kilt Callum: if it sells out I'll wear the kilt
Declan: screenshotted
"""),
("2026-09-02 17:50", r"""
#t_hall_done >t_hall Callum: church hall paid and I've got a set of keys, they're on the hook in the hut
Morag: Cheers Callum
#d_bread_p Morag: About Gilmour's, their manager says we can have the day-old bread and pastries every week if we collect it
#d_bread_obj Callum: they close at 5 though and I don't finish work till half 5 most weeks
#d_bread_r Morag: they'll leave it with the chemist next door till 7
#d_bread_cal Callum: oh well that works then, aye let's take it
#d_bread_a1 Priya: free scones for the run 😍
#d_bread_ok Morag: Great, Gilmour's surplus every Wednesday. First pickup's the 16th, they're putting new ovens in till then
#t_bread Callum: I'll get that first one on the 16th
"""),
("2026-09-03 21:20", r"""
Callum: [photo]
Callum: new urn in action
Priya: beautiful
+5m Declan: 44 tonight, rolls ran out again by 8:30
#run_obs Morag: I noticed the Simon Community van is on Hope St at 8 now too. Folk were getting two dinners there and St Enoch had nobody
#nt_fb Declan: I'll put the supper on the facebook page tomorrow
#nt_fb_r >nt_fb Morag: Ailsa posted it last night, it's already got 30 shares
Declan: oh nice, didn't see
"""),
("2026-09-04 12:10", r"""
#d_hyg_p Ailsa: For the supper, council environmental health say anyone handling food should have the REHIS elementary certificate. I think we make it a rule for everyone who cooks or serves
#d_hyg_obj Declan: isn't that a whole saturday course though? I work saturdays
#d_hyg_r Ailsa: There's an online version in three evening chunks, and the grant covers the £35 each
#d_hyg_dec Declan: ah well if it's evenings then sure
#d_hyg_a1 Priya: yes, I've got mine already but it's the right call
#d_hyg_a2 Callum: fine
#d_hyg_ok Ailsa: Great, REHIS for everyone who handles food
#t_rehis Ailsa: I'll book places for Morag, Callum and Declan by the weekend
"""),
("2026-09-05 16:40", r"""
#d_raffle_p Declan: ooh what about a raffle at the supper, veg hampers from the plots, tickets £2
#d_raffle_a1 Priya: love it, the plot-holders will give loads
#d_raffle_a2 Morag: Good idea
#d_raffle_ok Declan: raffle on 🎟️
#t_hamper Declan: I'll ask around the plots for hamper stuff, jams and that
#n_pigeon Declan: we should charge the pigeons rent for what they take off plot 14 tbh
Priya: I'd evict them
"""),
("2026-09-06 20:15", r"""
#t_tix_done >t_tix Declan: ticket page is live! link in the facebook post
Morag: Well done
#t_rehis_done >t_rehis Ailsa: REHIS places booked, you'll get an email from them, three Tuesdays from the 8th
#d_run2 Morag: Soup run, Thursdays: load up at the hut 6:15, serving at St Enoch Square by the subway entrance from 7 till half 8. Simon Community have Hope St covered at 8, so this way nobody's missed
#d_run2_c >d_run2 Callum: aye, 6:15 at the hut
#d_run2_p >d_run2 Priya: soup will be ready by 6 👍
Declan: earlier is better for me anyway
"""),
("2026-09-07 19:00", r"""
#d_band_p Declan: my pal's ceilidh band would play the supper for £100, 3 of them
#d_band_a1 Morag: That would be lovely, yes
#d_band_a2 Ailsa: £100 is ok if tickets sell, yes
#d_band_ok Declan: booking them then 🎻
#t_pa Callum: I'll borrow the church's PA for them
#nt_fiddle Declan: honestly i might learn the fiddle and join them
Priya: you've got 12 days
"""),
("2026-09-08 21:30", r"""
Priya: menu for the supper
#d_menu_p Priya: Scotch broth, veggie stovies with our own tatties, oatcakes, and apple crumble from the plot apples
#d_menu_a1 Morag: Sounds perfect
#d_menu_a2 Callum: stovies 🙌
#d_menu_ok Priya: menu's set then
#t_shop Priya: I'll cost it all up and do a shopping list by Thursday
#n_vegan Declan: do we need a vegan option as well?
#n_vegan_r Priya: let's see what the plots give us first, the stovies might just be vegan anyway
#t_allergen_q Morag: @Claudie could you draft an allergen sheet for that menu? Broth has barley, crumble has butter and flour, oatcakes
#t_allergen Claudie: Of course, one moment please.
#t_allergen_done Claudie: Draft allergen sheet:\n- Scotch broth: cereals containing gluten (barley), celery\n- Veggie stovies: celery (stock), check stock cube for others\n- Oatcakes: cereals containing gluten (oats, may contain wheat)\n- Apple crumble: gluten (wheat flour), milk (butter)\nPlease check every label on the day.
#n_claudie_qr Claudie: You might also put a QR code on each table for feedback, it helps with grant reports.
Ailsa: paper's fine for our lot
#nt_claudie_pr Claudie: I could also write a short press release for the local paper if you like.
"""),
("2026-09-09 18:30", r"""
#tix_q Morag: @Codex how many supper tickets have gone?
#t_codex_tix Codex: Checking the ticket page.
#t_codex_tix_done Codex: 41 sold: 27 full (£324), 11 concession (£55), 3 kids (free). Total £379.
#n_codex_price Codex: Selling slower than a 60-seat night needs. Raising full price to £15 would cover costs sooner.
#n_codex_price_r Ailsa: no, price is already out there, not changing it
#nt_codex_rota Codex: Can also draft a volunteer rota for the night.
Declan: 41 is decent for a first week though
"""),
("2026-09-10 19:40", r"""
#t_shop_done >t_shop Priya: shopping list + costs in the drive, food comes to £138 for 70 portions
Ailsa: Brilliant, under budget
Callum: [photo]
Callum: St Enoch, 7:05, queue already
+90m Declan: 52 tonight 😮 way more than Hope St ever got
Morag: Told you
Callum: lady at the front said she'd walked from Tradeston for it
Priya: 💛
#licence Ailsa: Bad news on the raffle. I read up and we need a small society lottery licence from the council, £40 and it takes three weeks
#d_raffle_drop Morag: Ah no. Well we can't get that in time. Let's just not do a raffle this year
#d_raffle_drop_a1 Declan: boo. ok
#d_raffle_drop_a2 Priya: fair, not worth the hassle
#t_hamper_drop >t_hamper Declan: guess I'll stop asking folk for jam then lol. had 2 jars promised
"""),
("2026-09-11 09:15", r"""
#t_bread_hand Callum: folks I'm away to my sister's in Inverness from Monday for a week, can someone do the Gilmour's bread on Wednesday?
#t_bread_hand_ok >t_bread_hand Declan: I'll do it, I've got no lectures wednesday afternoon
Callum: legend
#nt_stove Callum: I can also bring my camping stove on the 19th in case the hall cooker's rubbish
#nt_stove_no >nt_stove Priya: no need, the hall's got a six-ring, I checked on Tuesday
"""),
("2026-09-12 10:40", r"""
Morag: Morning. Anyone seen the big ladle? The one with the hook
Priya: it's in the van I think
Callum: it is, sorry, took it home by accident with the crates
Morag: As long as it's not lost
Declan: the ladle has seen things
Callum: it has
"""),
("2026-09-13 18:00", r"""
Priya: [photo]
Priya: crumble test run. apples from plot 9
Declan: looks unreal
Callum: taster reporting for duty
Priya: you'll be the washer upper
#n_stovies Callum: stovies eating contest at the supper, winner gets the last of the crumble
Ailsa: no 😂
"""),
("2026-09-14 20:50", r"""
#hall_flood Morag: Emergency. Church hall had a burst pipe on Saturday night, floor's up, it's closed till October
Priya: oh no
Declan: noooo
Ailsa: Do we get the £150 back?
Morag: Minister says yes, full refund
#d_sup3_p Morag: I rang round. Maryhill Burgh Halls can give us the Wee Hall on the 19th, 70 seats, kitchen, £210
#d_sup3_p2 Morag: 6pm till 10
#d_sup3_a1 Ailsa: £60 more than the church but we get the £150 back, so yes
#d_sup3_a2 Priya: does it have an oven? then yes
Morag: it does, two
#d_sup3_a3 Callum: 👍 from Inverness
#d_sup3_ok Morag: Burgh Halls Wee Hall, Sat 19th, 6pm
#t_bh Morag: I'll go in tomorrow and pay the deposit
#band_out Declan: also my pal says the band can't do it, their fiddler's got covid. and the burgh halls say no amplified music in the Wee Hall anyway
#d_band_drop Morag: Then we'll do without music. Folk will talk, it's fine
#d_band_drop_a Declan: yeah ok 😕
#t_pa_drop >t_pa Callum: so no PA to borrow then, I hadn't asked yet anyway
"""),
("2026-09-15 13:20", r"""
#t_bh_done >t_bh Morag: Paid the Burgh Halls, £210, keys from 4:30 on the day
#ref_back Ailsa: and the £150 from the church is back in the account
#t_poster Morag: I'll print A4 posters for the supper with the new venue and put them up in the library and the Co-op
"""),
("2026-09-16 19:30", r"""
#t_bread_done >t_bread_hand_ok Declan: gilmours bread collected! 3 bags and a box of scones, in the hut freezer
Priya: star
#t_poster_done >t_poster Morag: posters are up. Library, Co-op, the pharmacy and the bus shelter board
#n_sunday Declan: should we start doing sunday lunches as well? like every week?
#n_sunday_r Morag: Let's get through Saturday before anyone volunteers us for anything else
Declan: 😂 fair
"""),
("2026-09-17 21:00", r"""
#sold_q Ailsa: @Codex ticket count please
#sold_ans Codex: 64 sold: 41 full (£492), 17 concession (£85), 6 kids. Total £577. Wee Hall holds 70.
Callum: back from Inverness. 64!!
#nt_kilt_r >nt_kilt Declan: 6 left callum. kilt's coming out
Callum: I said sold OUT
+40m Priya: Run tonight was 49, St Enoch is the right call
#nt_receipts Ailsa: Everyone please send me receipts for anything you've bought for the supper by Sunday night
"""),
("2026-09-18 20:30", r"""
Morag: Big day tomorrow. Keys at 4:30, doors at 6
Priya: broth is made, it's in the hut fridge in the two green tubs
Declan: jar is decorated 🫙✨
Declan: [photo]
Ailsa: Float for change is in my bag already, £50 in coins
Callum: urns and crumble trays are already in the van
Morag: Perfect
Priya: don't you dare eat the crumble in the van
Callum: no promises
"""),
("2026-09-19 16:40", r"""
Morag: keys got, in the Wee Hall
Morag: [photo]
Priya: stovies are on, broth is on
+1h Declan: door open, jar's on the table 🫙
+2h #turnout Ailsa: 68 in, pay it forward jar has £46 in it already
Callum: [photo]
Callum: crumble is gone. all of it.
"""),
("2026-09-20 11:30", r"""
Morag: What a night. Thank you all
Callum: [photo]
Callum: the minister came to the Burgh Halls one after all 😂
Declan: she had seconds of the stovies
Ailsa: Everyone was asking for Priya's crumble recipe
#sup_total Ailsa: Provisional: tickets £612, jar £58, costs about £380 with the hall, so roughly £290 for the winter fund
Priya: i'm still asleep
#nt_pots Priya: big pots are all washed and back in the hut btw, did it last night
#nt_video Declan: I'll make a wee video about us sometime, the supper was so good
"""),
("2026-09-21 20:05", r"""
#t_thanks Ailsa: I'll write up the grant report and a thank you to Awards for All once the receipts are in
Ailsa: still missing Priya's Morrisons one
Priya: just sent it, sorry!
#t_gutter Callum: and I'll fix the hut gutter before the rain really starts, been leaking on the sacks
"""),
("2026-09-22 19:10", r"""
Declan: still getting messages about the supper, folk asking when the next one is
Morag: Ha. Let's all have a lie down first
Priya: my feet still hurt
Ailsa: Receipts all in now, thanks everyone
Callum: [photo]
Callum: rain's on. gutter's dripping onto the tattie sacks again
Priya: 😩 I've moved them onto the pallet
"""),
("2026-09-24 21:15", r"""
Declan: 47 tonight at St Enoch, lads from the hostel came down
Priya: gilmour's scones were a hit again
#t_gutter_re1 Callum: gutter still on my list, need a ladder
Morag: Jim has one in the shed
"""),
("2026-09-27 14:00", r"""
#t_thanks_re >t_thanks Ailsa: grant report's half done, will finish it this week
#t_gutter_re >t_gutter Callum: got the ladder off Jim, gutter next saturday
Morag: Cheers both
Declan: i still have the 2 jam jars btw
Priya: give them here
"""),
]

DECISIONS = [
    dict(id='d1', text='Harvest supper on Sat 19 Sept at the allotment pavilion with a marquee',
         stated=['d_sup1_p', 'd_sup1_a1', 'd_sup1_a2', 'd_sup1_ok'],
         agreed_by=['Morag', 'Priya', 'Declan'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_sup2_p', 'd_sup2_ok']),
    dict(id='d2', text='Supper indoors in Ruchill Parish Church hall (£150, no cleaning fee)',
         stated=['d_sup2_p', 'd_sup2_r2', 'd_sup2_ai', 'd_sup2_a1', 'd_sup2_a2', 'd_sup2_ok', 't_hall_done'],
         agreed_by=['Morag', 'Ailsa', 'Priya', 'Callum'], objected_by=['Ailsa'],
         status='superseded', superseded_by='d3', changed_at=['d_sup3_p', 'd_sup3_ok']),
    dict(id='d3', text='Supper at Maryhill Burgh Halls, the Wee Hall (70 seats, £210), Sat 19th 6pm',
         stated=['d_sup3_p', 'd_sup3_p2', 'd_sup3_a1', 'd_sup3_a2', 'd_sup3_a3', 'd_sup3_ok', 't_bh_done'],
         agreed_by=['Morag', 'Ailsa', 'Priya', 'Callum'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Soup run on Thursdays at 8pm, Hope Street side of Central Station',
         stated=['d_run1_p', 'd_run1_a1', 'd_run1_a2', 'd_run1_ok'],
         agreed_by=['Morag', 'Callum', 'Priya'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_run2']),
    dict(id='d5', text='Soup run on Thursdays: load at the hut 6:15, serve at St Enoch Square subway entrance 7-8:30',
         stated=['d_run2', 'd_run2_c', 'd_run2_p'],
         agreed_by=['Morag', 'Callum', 'Priya'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text="Everyone who handles food does the REHIS elementary food hygiene course (online, grant pays £35)",
         stated=['d_hyg_p', 'd_hyg_dec', 'd_hyg_a1', 'd_hyg_a2', 'd_hyg_ok'],
         agreed_by=['Ailsa', 'Declan', 'Priya', 'Callum'], objected_by=['Declan'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Supper tickets £12 full / £5 concession / under-12s free, plus a pay-it-forward jar',
         stated=['d_price_p', 'd_price_r', 'd_price_pr', 'd_price_a1', 'd_price_ok'],
         agreed_by=['Ailsa', 'Priya', 'Morag'], objected_by=['Priya'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text="Take Gilmour's Bakery day-old bread every Wednesday (left at the chemist till 7)",
         stated=['d_bread_p', 'd_bread_r', 'd_bread_cal', 'd_bread_a1', 'd_bread_ok'],
         agreed_by=['Morag', 'Callum', 'Priya'], objected_by=['Callum'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Buy a second 20-litre urn (£89) from the Awards for All leftovers',
         stated=['d_urn_p', 'd_urn_a1', 'd_urn_a2', 'd_urn_ok'],
         agreed_by=['Ailsa', 'Callum', 'Morag'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Supper menu: Scotch broth, veggie stovies, oatcakes, apple crumble',
         stated=['d_menu_p', 'd_menu_a1', 'd_menu_a2', 'd_menu_ok'],
         agreed_by=['Priya', 'Morag', 'Callum'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Raffle of allotment veg hampers at the supper, £2 tickets',
         stated=['d_raffle_p', 'd_raffle_a1', 'd_raffle_a2', 'd_raffle_ok'],
         agreed_by=['Declan', 'Priya', 'Morag'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_raffle_drop', 'd_raffle_drop_a1', 'd_raffle_drop_a2']),
    dict(id='d12', text="Declan's pal's ceilidh band plays the supper for £100",
         stated=['d_band_p', 'd_band_a1', 'd_band_a2', 'd_band_ok'],
         agreed_by=['Declan', 'Morag', 'Ailsa'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_band_drop', 'd_band_drop_a']),
]

NON_DECISIONS = [
    (['n_tiktok', 'n_tiktok_no'], 'proposal not taken up'),
    (['n_bbq', 'n_bbq_no'], 'proposal not taken up'),
    (['n_rain_q', 'n_rain_r'], 'hypothetical'),
    (['n_pigeon'], 'joke'),
    (['n_vegan', 'n_vegan_r'], 'question'),
    (['n_claudie_qr'], 'bot suggestion ignored'),
    (['n_codex_price', 'n_codex_price_r'], 'bot suggestion ignored'),
    (['n_stovies'], 'joke'),
    (['n_sunday', 'n_sunday_r'], 'question'),
    (['n_lunch', 'n_lunch_no'], 'proposal not taken up'),
]

TODOS = [
    dict(id='t1', owner='Morag', task='Check with the allotment association that the pavilion is free on the 19th',
         taken=['t_pav'], due='2026-08-26', status='done', closed_by=['t_pav_done'], handed_to=None),
    dict(id='t2', owner='Priya', task='Get a marquee price from her cousin',
         taken=['t_marquee'], due='2026-08-28', status='done', closed_by=['quote'], handed_to=None),
    dict(id='t3', owner='Callum', task='Pay the church £150 and sort the hall keys',
         taken=['t_hall'], due='2026-09-02', status='done', closed_by=['t_hall_done'], handed_to=None),
    dict(id='t4', owner='Callum', task="Collect the first Gilmour's bread on Wednesday the 16th",
         taken=['t_bread', 't_bread_hand_ok'], due='2026-09-16', status='done',
         closed_by=['t_bread_done'], handed_to='Declan'),
    dict(id='t5', owner='Declan', task='Set up the supper ticket page',
         taken=['t_tix'], due='2026-09-06', status='done', closed_by=['t_tix_done'], handed_to=None),
    dict(id='t6', owner='Codex', task='Count supper tickets sold from the ticket page',
         taken=['t_codex_tix'], due='', status='done', closed_by=['t_codex_tix_done'], handed_to=None),
    dict(id='t7', owner='Claudie', task='Draft an allergen sheet for the supper menu',
         taken=['t_allergen'], due='', status='done', closed_by=['t_allergen_done'], handed_to=None),
    dict(id='t8', owner='Declan', task='Ask the plot-holders for raffle hamper goods',
         taken=['t_hamper'], due='', status='dropped', closed_by=['d_raffle_drop', 't_hamper_drop'], handed_to=None),
    dict(id='t9', owner='Callum', task="Borrow the church's PA for the band",
         taken=['t_pa'], due='', status='dropped', closed_by=['d_band_drop', 't_pa_drop'], handed_to=None),
    dict(id='t10', owner='Ailsa', task='Book REHIS course places for Morag, Callum and Declan',
         taken=['t_rehis'], due='2026-09-06', status='done', closed_by=['t_rehis_done'], handed_to=None),
    dict(id='t11', owner='Priya', task='Cost the menu and write the shopping list',
         taken=['t_shop'], due='2026-09-10', status='done', closed_by=['t_shop_done'], handed_to=None),
    dict(id='t12', owner='Morag', task='Go in and pay the Burgh Halls deposit',
         taken=['t_bh'], due='2026-09-15', status='done', closed_by=['t_bh_done'], handed_to=None),
    dict(id='t13', owner='Morag', task='Print supper posters with the new venue and put them up',
         taken=['t_poster'], due='', status='done', closed_by=['t_poster_done'], handed_to=None),
    dict(id='t14', owner='Ailsa', task='Write the grant report and thank-you to Awards for All',
         taken=['t_thanks', 't_thanks_re'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Callum', task='Fix the leaking gutter on the hut',
         taken=['t_gutter', 't_gutter_re1', 't_gutter_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_urn'], 'already done'),                          # urn ordered just now
    (['nt_flask'], 'instruction to others'),               # bring your own hi-vis
    (['nt_oven'], 'vague wish'),                           # commercial oven one day
    (['nt_kilt', 'nt_kilt_r'], 'banter promise'),          # kilt if sold out
    (['nt_fb', 'nt_fb_r'], 'already done by someone else'),  # Ailsa posted it
    (['nt_fiddle'], 'banter promise'),                     # learn the fiddle
    (['nt_claudie_pr'], 'bot offer not taken up'),         # press release
    (['nt_codex_rota'], 'bot offer not taken up'),         # volunteer rota
    (['nt_stove', 'nt_stove_no'], 'offer declined'),       # camping stove
    (['nt_receipts'], 'instruction to others'),            # receipts by Sunday
    (['nt_pots'], 'already done'),                         # pots washed
    (['nt_video'], 'vague promise'),                       # a wee video sometime
]

QUESTIONS = [
    # ---- changed
    ('Where is the harvest supper happening in the end?',
     ['d_sup3_p', 'd_sup3_ok', 't_bh_done'],
     'Maryhill Burgh Halls, the Wee Hall (70 seats, £210), Sat 19 Sept from 6pm', 'changed'),
    ('What was the original plan for the supper venue?',
     ['d_sup1_p', 'd_sup1_ok'], 'Outdoors at the allotment pavilion with a marquee', 'changed'),
    ('Why did they give up on the marquee at the plots?',
     ['quote', 'd_sup2_p'], 'The marquee cost £260 (more than the urn and food together) and the weather was a risk, so they went indoors to the church hall', 'changed'),
    ('Why could the church hall not be used?',
     ['hall_flood', 'd_sup3_p'], 'A burst pipe closed it till October; the £150 was refunded and they booked the Burgh Halls', 'changed'),
    ('Where and when does the Thursday soup run serve now?',
     ['d_run2', 'd_run2_c'], 'St Enoch Square by the subway entrance, 7 to 8:30pm, loading at the hut at 6:15', 'changed'),
    ('Where did the soup run used to set up?',
     ['d_run1_p', 'd_run1_ok'], 'Hope Street side of Central Station at 8pm', 'changed'),
    ('Is there a raffle at the supper?',
     ['licence', 'd_raffle_drop'], 'No: it needed a council lottery licence (£40, three weeks), so it was dropped', 'changed'),
    ('Did the ceilidh band end up playing?',
     ['band_out', 'd_band_drop'], "No: their fiddler had covid and the Wee Hall bans amplified music; they went without music", 'changed'),
    # ---- owner
    ('Who ended up doing the first bakery collection?',
     ['t_bread', 't_bread_hand', 't_bread_hand_ok', 't_bread_done'], 'Declan (Callum was away in Inverness)', 'owner'),
    ('Who wrote up the allergen list for the menu?',
     ['t_allergen_q', 't_allergen_done'], 'Claudie (the bot)', 'owner'),
    ('Who counted the ticket sales the first time?',
     ['tix_q', 't_codex_tix_done'], 'Codex (the bot)', 'owner'),
    ('Who sorted the church hall keys and payment?',
     ['t_hall', 't_hall_done'], 'Callum', 'owner'),
    ('Who booked the hygiene course places?',
     ['t_rehis', 't_rehis_done'], 'Ailsa', 'owner'),
    # ---- status
    ('Has the hut gutter been fixed?',
     ['t_gutter', 't_gutter_re1', 't_gutter_re'], 'Not yet: Callum has the ladder from Jim and plans it next Saturday', 'status'),
    ('Is the Awards for All report finished?',
     ['t_thanks', 't_thanks_re'], 'No, Ailsa says it is half done and she will finish it this week', 'status'),
    ('Did Callum borrow the PA from the church?',
     ['t_pa', 't_pa_drop'], 'No: the band was dropped, and he had not asked yet', 'status'),
    ('Did Declan collect hamper goods from the plot-holders?',
     ['t_hamper', 't_hamper_drop'], 'He stopped when the raffle was dropped (two jars of jam promised)', 'status'),
    ('Are the supper posters up?',
     ['t_poster', 't_poster_done'], 'Yes: library, Co-op, pharmacy and the bus shelter board', 'status'),
    ('Was the Burgh Halls deposit paid?',
     ['t_bh', 't_bh_done'], 'Yes, Morag paid £210; keys from 4:30 on the day', 'status'),
    # ---- single
    ('How much did the new urn cost?',
     ['d_urn_p'], '£89 (a 20-litre urn from the grant leftovers)', 'single'),
    ('What are the ticket prices for the supper?',
     ['d_price_ok'], '£12 full, £5 concession, under-12s free, plus a pay-it-forward jar', 'single'),
    ('What was on the supper menu?',
     ['d_menu_p', 'd_menu_ok'], 'Scotch broth, veggie stovies, oatcakes and apple crumble', 'single'),
    ('What did the food for the supper come to?',
     ['t_shop_done'], '£138 for 70 portions', 'single'),
    ('How much does the REHIS course cost each, and who pays?',
     ['d_hyg_r'], '£35 each, covered by the grant', 'single'),
    ('Roughly how much did the supper raise for the winter?',
     ['sup_total'], 'About £290 (tickets £612 + jar £58, minus about £380 costs)', 'single'),
    # ---- temporal
    ('When is the harvest supper?',
     ['d_sup1_p', 'd_sup3_ok'], 'Saturday 19 September, 6pm', 'temporal'),
    ('What time can they get into the Wee Hall on the day?',
     ['t_bh_done'], 'From 4:30', 'temporal'),
    ('By when did Ailsa want the receipts?',
     ['nt_receipts'], 'By Sunday night (20 September)', 'temporal'),
    ('When do the REHIS online sessions start?',
     ['t_rehis_done'], 'Three Tuesdays from 8 September', 'temporal'),
    # ---- multi
    ('Who pushed back on the ticket price and what was the compromise?',
     ['d_price_obj', 'd_price_r', 'd_price_pr'], 'Priya wanted pay-what-you-can; they kept £12/£5 and added a pay-it-forward jar, which she accepted', 'multi'),
    ("What was Callum's problem with the bakery surplus and how was it solved?",
     ['d_bread_obj', 'd_bread_r', 'd_bread_cal'], "Gilmour's closes at 5 and he finishes at 5:30; the bread is left at the chemist next door till 7", 'multi'),
    ('How many tickets had gone two days before the supper, and how many people came on the night?',
     ['sold_ans', 'turnout'], '64 sold by 17 Sept (Wee Hall holds 70); 68 came in on the night', 'multi'),
    ('How did the church hall cost work out in the end?',
     ['d_sup2_r2', 'hall_flood', 'ref_back'], 'Booked at £150 with no cleaning fee, then the hall flooded and the £150 was refunded in full', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=1, seed=20260824)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
