#!/usr/bin/env python3
"""English community-garden volunteer committee chat (Alder Street Community
Garden): spring seedling sale fundraiser, compost, shed, plots,
2025-04-07 .. 2025-05-04, -05:00 (US Central, daylight time).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Priya': (3318840275, False),   # coordinator
    'Marcus': (4470192836, False),  # treasurer
    'Dana': (2955071148, False),    # plots + waitlist, runs the greenhouse starts; older, full sentences
    'Owen': (5082736619, False),    # handyman, jokes
    'Jules': (6631408827, False),   # outreach / flyers; student, lowercase
    'Clio': (7219954403, True),     # bot, answers when @-mentioned
}

SESSIONS = [
("2025-04-07 19:05", r"""
Priya: hi all! garden committee chat is alive again 🌱
Jules: yay
Owen: who dis
Priya: lol
Marcus: evening
Dana: Hello everyone, Dana here. Glad we're doing this on the phone now, the email chain was getting very long
Priya: first thing: the seedling sale. Dana says the starts in the greenhouse are looking good
#dana_300 Dana: They are! About 300 pots so far. Tomatoes, peppers, basil, marigolds, some kale. The tomatoes are a bit leggy but they'll be fine
#e_sale1_p Priya: I'm thinking Saturday April 26, 9 to 1, at the front gate like last year
#e_sale1_a1 Marcus: +1
#e_sale1_a2 Jules: works for me!!
#e_sale1_a3 Owen: 👍
#e_sale1_a4 Dana: That should be fine, the tomatoes will be a good size by then
#e_sale1_ok Priya: great, sale is Sat 4/26 9-1 ✅
#t_flyer Jules: i'll make a flyer, have it done by friday
Priya: amazing
#e_price1_p Marcus: pricing, can we keep it simple? $3 a pot for everything. less math at the table
#e_price1_a1 Priya: sgtm
#e_price1_a2 Dana: Fine by me
#e_price1_ok Marcus: cool, $3 flat then
#n_3for10 Jules: or 3 for $10?? people love a deal
#n_3for10_no >n_3for10 Marcus: that's... more per pot than $3 lol
Jules: oh. math is hard
Owen: 😂
"""),
("2025-04-08 12:30", r"""
Marcus: the compost pile from last fall is basically gone
Owen: yeah the north side beds are sad
#e_compost_p Marcus: proposal: order bulk compost. Riverbend Landscape Supply does 6 cubic yards for about $300 delivered
Priya: from the garden fund?
#fund Marcus: yeah, we have $1,420 in there
#e_compost_a1 Priya: do it
#e_compost_a2 Dana: Yes please, beds 4 through 9 are practically clay
#e_compost_a3 Owen: +1
#t_compost Marcus: ok I'll call them and get it ordered by wednesday
#nt_truck Owen: want me to bring my truck and pick it up instead?
#nt_truck_no Marcus: nah delivery's included, they dump it by the shed
#e_work_p Priya: then let's do a workday when it lands. Sat the 12th, 9 to noon? spread compost, fix the raised bed frames
#e_work_a1 Jules: i'm in
#e_work_a2 Owen: count me in
#e_work_a3 Dana: I can come at 10, I have a grandkid thing first
#e_work_ok Priya: ok workday Sat 4/12 9-12, come when you can
"""),
("2025-04-09 08:15", r"""
#t_compost_done >t_compost Marcus: compost ordered! $312 with delivery, they knocked $40 off because we're a nonprofit. dropping it friday 8am
Priya: 🙌
Owen: perfect timing
Jules: [photo]
Jules: first flyer draft, thoughts?
Dana: Very nice! Maybe make the date bigger, my eyes aren't what they used to be
#t_flyer_re Jules: lol ok will do
Priya: love the tomato drawing
"""),
("2025-04-09 21:00", r"""
#e_tiller_p Owen: ok hear me out. someone on marketplace is selling a used Honda tiller for $220. we borrow one every spring and it's always a hassle
#e_tiller_obj >e_tiller_p Marcus: we use a tiller like twice a year. $220 plus storing it plus gas
Owen: and every time we borrow Hank's it comes back with a broken pull cord and he gets grumpy at us
#e_tiller_pri Priya: honestly the beds need it and the fund can take it. I say buy it
#e_tiller_a1 Dana: I agree with Priya. My back can't do another spring with the broadfork
#e_tiller_a2 Jules: sure why not
#e_tiller_ok Priya: ok let's get it, if it actually runs
#e_tiller_marcus Marcus: fine, but it lives in Owen's garage, not the shed
Owen: deal
#t_tiller Owen: I'll go look at it thursday after work and give it a test pull
"""),
("2025-04-10 19:30", r"""
#t_tiller_drop Owen: bad news, the guy sold the tiller this morning before I got there
Owen: 😤
Jules: noooo
#n_other_tiller Owen: there's another one in Evanston for $380
#n_other_tiller_no1 Marcus: no
#n_other_tiller_no2 Priya: that's too much
#e_tiller_drop_p Priya: let's just forget the tiller this year, we'll manage with the broadforks
#e_tiller_drop_a1 Marcus: agreed
#e_tiller_drop_a2 Owen: yeah fine. RIP tiller, we hardly knew ye
Dana: My poor back
"""),
("2025-04-11 07:58", r"""
Owen: compost truck is here!!
Owen: [photo]
Priya: wow that's a mountain
Marcus: 6 yards is way more then I pictured
#t_flyer_done Jules: flyer is done! it's in the shared drive, printing 30 at the library this afternoon
Jules: date's huge now dana 😄
Dana: Perfect, thank you dear
"""),
("2025-04-12 08:40", r"""
Priya: on my way, bringing donuts
Owen: already here, shed's open
Jules: 5 min
Marcus: parking now
+50m Dana: Leaving the house now, see you soon
"""),
("2025-04-12 19:20", r"""
Priya: [photo]
Priya: thank you everyone, the north beds look amazin
Marcus: my arms are gone
#nt_wheelbarrow Jules: i am never touching a wheelbarrow again
Owen: you said that last year
Jules: and i meant it last year too
#e_lock_p Priya: also the shed key situation is a mess, there are like 9 copies floating around. can we switch to a combination lock and only share the code by DM?
#e_lock_a1 Marcus: yes please
#e_lock_a2 Owen: +1, I found a key in the compost today lol
#e_lock_a3 Jules: 👍
#t_lock Priya: ok I'll pick one up at the hardware store monday
#n_beehive Owen: while we're improving stuff... beehive on the shed roof?
#n_beehive_no >n_beehive Dana: The city wants a permit for that, and Mrs. Kim two plots down is allergic
Owen: ok ok no bees
#t_bin1 Owen: I'll knock together a new compost bin out of pallets next weekend then, the old one's falling apart
Priya: yes please
"""),
("2025-04-13 16:00", r"""
Dana: Ok, waitlist business. We have 11 people on the waitlist and at least 5 plots that look untouched since last fall
#e_plot_p Priya: what if we set a deadline: plots not planted by May 15 go to the next person on the waitlist
#e_plot_obj >e_plot_p Dana: That feels harsh. Mrs. Alvarez had knee surgery in March, she is not going to be out there by the 15th
Marcus: could make an exception for medical stuff
#e_plot_p2 Priya: yes, medical or family emergencies get handled case by case, people just tell Dana
#e_plot_a1 Marcus: sgtm
#e_plot_a2 Owen: fine by me
#e_plot_dana Dana: Alright. With the exception I can live with that
#e_plot_ok Priya: ok rule: unplanted by 5/15 → goes to the waitlist, exceptions case by case
#t_email Dana: I'll email all the plot holders about it by next weekend
#nt_plots_due Dana: And could each of you send me your own plot number and what you're growing by Friday, for my spreadsheet
#jules_plot Jules: bed 12! garlic and sadness
Owen: 7, nothing yet lol
Dana: Owen.
Owen: it's on the list
"""),
("2025-04-14 18:10", r"""
#fivek Jules: uh oh. just saw a poster at the coffee shop, the Alder Street 5K is on sat april 26. they close the street 7 to 12
Priya: oh no. that's our whole sale window
#n_hydration Owen: we could sell to the runners lol. hydration tomatoes
Marcus: nobody's buying a tomato plant mid race
#e_sale2_p Priya: ok let's just do Sunday the 27th instead, same hours
#e_sale2_obj >e_sale2_p Marcus: sunday morning is the Kedzie farmers market, half our customers will be over there
#e_sale2_jules Jules: sunday's fine by me tbh, last year most of our people were neighbors walking past, not market people
#e_sale2_a1 Owen: sunday works
#e_sale2_a2 Dana: Sunday is fine for me, I'll just come after church
#e_sale2_ok Priya: going with Sunday 4/27 then, 9-1
#e_sale2_marcus Marcus: ok fine, sunday
#nt_flyer_fixed Jules: already changed the flyer file, it says the 27th now 👍
"""),
("2025-04-15 20:30", r"""
Priya: it's getting warm, we need a watering schedule before the seedlings go out to the cold frames
#e_water_p Priya: how about: mon + thu me, tue Owen, wed Jules, fri Dana, weekends Marcus
#e_water_a1 Owen: tue works
#e_water_a2 Jules: wed is good
#e_water_a3 Dana: Friday mornings suit me
#e_water_m Marcus: weekends ok, but I'm away the weekend of the 19th
#t_swap Owen: I'll take that weekend for you
#e_water_ok Priya: perfect, that's the rota then
#t_bot_rota_q Priya: @Clio can you put that watering rota into a table we can pin? Owen covers Marcus on Apr 19-20
#t_bot_rota Clio: On it, one moment.
#t_bot_rota_done Clio: Watering rota\n| Day | Who |\n|---|---|\n| Mon | Priya |\n| Tue | Owen |\n| Wed | Jules |\n| Thu | Priya |\n| Fri | Dana |\n| Sat/Sun | Marcus (Apr 19-20: Owen) |\nTip: water before 9am so the leaves dry before evening.
#nt_bot_reminder Clio: Would you like me to post a reminder here each morning for whoever is on?
Priya: pinned 📌
"""),
("2025-04-16 12:10", r"""
#t_lock_done >t_lock Priya: new combo lock is on the shed! DMing each of you the code now
Owen: got it
Jules: got it ty
Marcus: what do we do with the old padlock
Priya: museum of bad decisions
#t_latch Owen: also the front gate latch is busted again, I'll fix it by the weekend
Marcus: thank you, it was swinging open in the wind yesterday
"""),
("2025-04-17 21:00", r"""
Jules: anyone know why my garlic leaves are going yellow at the tips
Dana: Could be too much water, or it just wants nitrogen
Jules: @Clio yellow tips on garlic in april, what do i do
Clio: Yellow tips in spring are common. Likely causes: a cold snap, overwatering in heavy soil, or low nitrogen. Check that the soil isn't soggy, then side-dress with a little blood meal or fish emulsion. If whole leaves yellow and the bulbs feel soft, check for rot.
Jules: it's def soggy. it's in the low corner
Owen: bed 12 is a swamp, always has been
#nt_drain Owen: I'll dig a drain trench for it someday
Jules: someday lol
"""),
("2025-04-18 08:20", r"""
Dana: [photo]
Dana: Frost on the cold frame lids this morning. Good thing I covered them last night
Priya: brr. april in chicago
Owen: my windshield was frozen solid
Jules: i'm in bed under 3 blankets and i refuse to leave
"""),
("2025-04-19 10:30", r"""
#t_latch_done >t_latch Owen: gate latch fixed, new spring, it clicks shut now
Priya: hero
Owen: [photo]
Owen: watering done for today too, everything looks happy
Marcus: thanks for covering!
"""),
("2025-04-20 17:40", r"""
#t_swap_done >t_swap Owen: watered sat and sun 👍 the tomatoes in the cold frame are still tiny tho
Dana: Yes, I'm a little worried about those. Happy Easter everyone
Jules: happy easter! 🐣
#t_email_done >t_email Dana: Oh, and I sent the email about the May 15 rule to all the plot holders last night. Two replies already, both fine with it
Priya: thank you Dana!
Marcus: back in town tomorrow, how'd it go
Owen: nothing died
"""),
("2025-04-21 19:00", r"""
#tomatoes_small Dana: I have to be honest, the tomatoes and peppers won't be ready by Sunday. The cold nights set them back, most are 3 inches tall
#library_closed Priya: also I just called the library about borrowing their folding tables and they're closed sundays, so no tables on the 27th anyway
Owen: could use the picnic table
Marcus: one picnic table for 300 pots lol
#e_sale3_p Priya: ok what if we push to Saturday May 3? gives the tomatoes another week and the library is open
#e_sale3_a1 Dana: That would help a lot
#e_sale3_a2 Marcus: saturday's better for me anyway
#e_sale3_a3 Owen: may 3 👍
#e_sale3_ok Priya: ok final answer: Saturday May 3, 9-1. we are not moving it again 😅
#t_library Priya: I'll confirm the tables with the library tomorrow for the 3rd
#t_flyer2 Jules: ugh ok i'll redo the flyer and the nextdoor post this week
"""),
("2025-04-22 13:00", r"""
#t_library_done >t_library Priya: library said yes, 4 folding tables, pick up friday May 2 after 3pm
Marcus: nice
#e_price2_p Marcus: since we're going a week later the tomatoes and peppers will be bigger. can we do $4 for those and $3 for everything else
#e_price2_a1 Dana: They're the most work by far, so yes
#e_price2_a2 Priya: works for me
#e_price2_obj >e_price2_p Jules: won't people be annoyed? the old flyer says $3 for everything
#e_price2_r Priya: it's getting a new flyer anyway, just put both prices on it
#e_price2_jules Jules: oh true ok
#e_price2_ok Marcus: ok $4 tomatoes & peppers, $3 the rest
"""),
("2025-04-23 22:15", r"""
#t_flyer2_hand Jules: can someone take over the flyer update?? i've got 2 finals this week and i'm drowning
#t_flyer2_hand_ok Priya: I got it, send me the file
Jules: sent! you're the best
Jules: canva link is in your DMs
Owen: good luck on finals
"""),
("2025-04-24 18:45", r"""
Dana: Will we have any shade at the table? Last year I got burnt to a crisp
#t_canopy Marcus: I'll rent a canopy tent from Party Time on Western, I'll call them tomorrow
#n_bakesale Jules: should we do a bake sale table too?
#n_bakesale_r Priya: let's keep it to plants this time, we're short on hands
Owen: i'd bake but nobody wants my brownies
Owen: they're structurally sound
Jules: that's the problem owen
#nt_water_tonight Dana: I'm going by the garden later anyway, I'll water the seedlings
#nt_water_tonight_r >nt_water_tonight Priya: already did it this morning, it's my day! you're off the hook
"""),
("2025-04-25 09:10", r"""
#t_flyer2_done Priya: new flyer is up on nextdoor and on the corkboard: Sat May 3, 9-1, $4 tomatoes/peppers, $3 everything else
Jules: 🙏🙏
#canopy_phil >t_canopy Dana: Marcus, don't rent a tent! My neighbor Phil has two pop-up canopies and says we can borrow them
#t_canopy_drop Marcus: oh perfect, never mind then, I hadn't called yet
"""),
("2025-04-26 11:30", r"""
Owen: the 5K is going past the garden right now lol
Owen: [photo]
Jules: good thing we moved it
#n_joke_runners Owen: we should've set up a tomato water station
Marcus: 😂
Dana: That's a lot of people in very small shorts
"""),
("2025-04-28 20:00", r"""
#t_cashbox Marcus: I'll grab the cash box from the church hall and get $100 in small bills from the bank by friday
Priya: thank you
Marcus: @Clio what's the easiest way to take card payments at a one-day plant sale
Clio: Simplest options: a Square or SumUp card reader on your phone (roughly 2.6-2.75% per tap, reader costs about $50-60), or a Venmo/Zelle QR code on a printed sign (no fees on personal accounts, but check Venmo's rules for business use).
#n_square Clio: For a first sale I'd suggest getting the Square reader, since some buyers don't use Venmo.
#e_pay_p Marcus: eh, $60 for one morning. let's just do cash + a venmo QR sign
#e_pay_a1 Priya: yep, that's what we did last year and it was fine
"""),
("2025-04-29 21:30", r"""
Dana: Potting up the last of the marigolds today
Dana: [photo]
Jules: so cute
Jules: finals done btw!! free woman
Owen: 🎉
#n_rain Jules: what if it rains saturday tho
#n_rain_r Owen: then we all squeeze under Phil's canopies and pretend it's fine
#nt_hat Owen: I'll eat my hat if it rains, forecast is sunny
Priya: you don't own a hat
Owen: I'll buy one to eat
"""),
("2025-04-30 12:15", r"""
Marcus: [photo]
Marcus: found the old price signs from 2023 in the church hall lol
Jules: "tomatos $2" 💀
Priya: inflation got us
Owen: keep the typo, it's vintage
Dana: We should at least fix the spelling
"""),
("2025-05-01 19:15", r"""
#t_cashbox_done >t_cashbox Marcus: cash box + $100 in ones and fives, ready to go
Priya: 👍
Priya: @Clio quick setup checklist for saturday? we open at 9
Clio: Sale-day checklist:\n- Tables and canopies up by 8:30\n- Group pots by type, price sign on each table\n- Cash box with float, Venmo QR sign taped to the front table\n- Tally sheet + pen for each sale\n- Water jug for thirsty pots, a few empty boxes for carrying\n- Trash bag and hand sanitizer
Priya: ty
#nt_seed_wish Priya: someday we should do a seed library table at these
Dana: Oh, I'd love that
"""),
("2025-05-02 17:30", r"""
Priya: tables picked up, they're in the shed
Owen: canopies too, Phil dropped them off
Dana: I'll be there at 8 to start setting out the pots
Jules: 8:30 for me
Marcus: same
"""),
("2025-05-03 08:05", r"""
Dana: [photo]
Dana: All set up!
+20m Owen: line at the gate already lol
+70m Jules: [photo]
Jules: we're out of marigolds
+60m Priya: tomatoes almost gone too
+2h Marcus: ok closing up, counting now
"""),
("2025-05-03 15:40", r"""
#sale_cash Marcus: cash is $612 including the float, venmo $455
Marcus: @Clio total the sale: cash 612, venmo 455, minus the $100 float that was already in the box
#t_bot_tally Clio: Sure, adding it up now.
#t_bot_tally_done Clio: Sale total: $612 + $455 = $1,067 taken in. Minus the $100 float → $967 raised.
Priya: $967!!! that's a record
Dana: Wonderful, well done all
#t_thanks Priya: I'll write a thank-you note to Riverbend next week for the compost discount
Jules: owen did you eat the hat
Owen: it didn't rain. hat lives another day
"""),
("2025-05-04 14:00", r"""
Owen: my legs hurt from standing all morning yesterday
Dana: Mine too, but what a day
#plot_reminder Dana: Reminder that the May 15 planting deadline is in 11 days. Owen, that includes you
Owen: my plot is in its minimalist era
#t_bin2 Owen: and the pallet compost bin is happening next weekend, for real this time
#bin_old >t_bin1 Marcus: you said that in april
Owen: this time I actually have the pallets
#nt_budget Marcus: I'll update the budget sheet at some point, fund's at about $2,075 after the sale
#n_plotfee Jules: should we charge more for plots next year?
#n_plotfee_r Priya: that's a whole board meeting question, not for this chat
Priya: thank you all, best sale we've had 💚
"""),
]

DECISIONS = [
    dict(id='d1', text='Seedling sale Sat Apr 26, 9am-1pm, at the front gate',
         stated=['e_sale1_p', 'e_sale1_a1', 'e_sale1_a2', 'e_sale1_a3', 'e_sale1_a4', 'e_sale1_ok'],
         agreed_by=['Priya', 'Marcus', 'Jules', 'Owen', 'Dana'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['e_sale2_p', 'e_sale2_ok']),
    dict(id='d2', text='Sale moved to Sun Apr 27, 9-1 (the Alder Street 5K closes the street on the 26th)',
         stated=['e_sale2_p', 'e_sale2_jules', 'e_sale2_a1', 'e_sale2_a2', 'e_sale2_ok', 'e_sale2_marcus'],
         agreed_by=['Priya', 'Jules', 'Owen', 'Dana', 'Marcus'], objected_by=['Marcus'],
         status='superseded', superseded_by='d3', changed_at=['e_sale3_p', 'e_sale3_ok']),
    dict(id='d3', text='Sale moved again to Sat May 3, 9-1 (tomatoes/peppers too small; library tables not lent on Sundays)',
         stated=['e_sale3_p', 'e_sale3_a1', 'e_sale3_a2', 'e_sale3_a3', 'e_sale3_ok'],
         agreed_by=['Priya', 'Dana', 'Marcus', 'Owen'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Seedling price: $3 a pot for everything',
         stated=['e_price1_p', 'e_price1_a1', 'e_price1_a2', 'e_price1_ok'],
         agreed_by=['Marcus', 'Priya', 'Dana'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['e_price2_p', 'e_price2_ok']),
    dict(id='d5', text='Prices: $4 for tomatoes and peppers, $3 for everything else',
         stated=['e_price2_p', 'e_price2_a1', 'e_price2_a2', 'e_price2_jules', 'e_price2_ok', 't_flyer2_done'],
         agreed_by=['Marcus', 'Dana', 'Priya', 'Jules'], objected_by=['Jules'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text="Buy the used Honda tiller from Marketplace ($220); it is kept in Owen's garage",
         stated=['e_tiller_p', 'e_tiller_pri', 'e_tiller_a1', 'e_tiller_a2', 'e_tiller_ok', 'e_tiller_marcus'],
         agreed_by=['Owen', 'Priya', 'Dana', 'Jules', 'Marcus'], objected_by=['Marcus'],
         status='dropped', superseded_by=None,
         changed_at=['e_tiller_drop_p', 'e_tiller_drop_a1', 'e_tiller_drop_a2']),
    dict(id='d7', text='Order 6 cubic yards of bulk compost from Riverbend Landscape Supply, paid from the garden fund',
         stated=['e_compost_p', 'e_compost_a1', 'e_compost_a2', 'e_compost_a3'],
         agreed_by=['Marcus', 'Priya', 'Dana', 'Owen'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Workday Sat Apr 12, 9am-noon: spread compost, fix raised-bed frames',
         stated=['e_work_p', 'e_work_a1', 'e_work_a2', 'e_work_a3', 'e_work_ok'],
         agreed_by=['Priya', 'Jules', 'Owen', 'Dana'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Plots not planted by May 15 go to the next person on the waitlist; medical/family emergencies handled case by case via Dana',
         stated=['e_plot_p', 'e_plot_p2', 'e_plot_a1', 'e_plot_a2', 'e_plot_dana', 'e_plot_ok', 'plot_reminder'],
         agreed_by=['Priya', 'Marcus', 'Owen', 'Dana'], objected_by=['Dana'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Replace the shed padlock with a combination lock; code shared only by DM',
         stated=['e_lock_p', 'e_lock_a1', 'e_lock_a2', 'e_lock_a3'],
         agreed_by=['Priya', 'Marcus', 'Owen', 'Jules'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Watering rota: Mon+Thu Priya, Tue Owen, Wed Jules, Fri Dana, weekends Marcus',
         stated=['e_water_p', 'e_water_a1', 'e_water_a2', 'e_water_a3', 'e_water_m', 'e_water_ok'],
         agreed_by=['Priya', 'Owen', 'Jules', 'Dana', 'Marcus'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d12', text='Take cash and Venmo (QR sign) at the sale; no card reader',
         stated=['e_pay_p', 'e_pay_a1'],
         agreed_by=['Marcus', 'Priya'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_3for10', 'n_3for10_no'], 'proposal not taken up'),            # 3 for $10
    (['n_other_tiller', 'n_other_tiller_no1', 'n_other_tiller_no2'], 'proposal not taken up'),  # $380 tiller
    (['n_beehive', 'n_beehive_no'], 'proposal not taken up'),          # beehive on the shed
    (['n_hydration'], 'joke'),                                         # sell to the 5K runners
    (['n_bakesale', 'n_bakesale_r'], 'proposal not taken up'),         # bake sale table
    (['n_joke_runners'], 'joke'),                                      # tomato water station
    (['n_square'], 'bot suggestion ignored'),                          # Clio: get a Square reader
    (['n_rain', 'n_rain_r'], 'hypothetical'),                          # if it rains Saturday
    (['n_plotfee', 'n_plotfee_r'], 'question'),                        # charge more for plots?
]

TODOS = [
    dict(id='t1', owner='Marcus', task='Call Riverbend and order the compost delivery',
         taken=['t_compost'], due='2025-04-09', status='done', closed_by=['t_compost_done'], handed_to=None),
    dict(id='t2', owner='Owen', task='Go look at the Marketplace tiller Thursday and test it',
         taken=['t_tiller'], due='2025-04-10', status='dropped', closed_by=['t_tiller_drop'], handed_to=None),
    dict(id='t3', owner='Jules', task='Make the seedling-sale flyer',
         taken=['t_flyer', 't_flyer_re'], due='2025-04-11', status='done', closed_by=['t_flyer_done'], handed_to=None),
    dict(id='t4', owner='Jules', task='Redo the flyer and the Nextdoor post for the May 3 date',
         taken=['t_flyer2', 't_flyer2_hand_ok'], due='2025-04-27', status='done',
         closed_by=['t_flyer2_done'], handed_to='Priya'),
    dict(id='t5', owner='Dana', task='Email all plot holders about the May 15 planting rule',
         taken=['t_email'], due='2025-04-20', status='done', closed_by=['t_email_done'], handed_to=None),
    dict(id='t6', owner='Priya', task='Confirm with the library that we can borrow folding tables for May 3',
         taken=['t_library'], due='2025-04-22', status='done', closed_by=['t_library_done'], handed_to=None),
    dict(id='t7', owner='Owen', task='Fix the front gate latch',
         taken=['t_latch'], due='2025-04-20', status='done', closed_by=['t_latch_done'], handed_to=None),
    dict(id='t8', owner='Marcus', task='Get the cash box from the church hall and $100 in small bills',
         taken=['t_cashbox'], due='2025-05-02', status='done', closed_by=['t_cashbox_done'], handed_to=None),
    dict(id='t9', owner='Clio', task='Put the watering rota into a pinnable table',
         taken=['t_bot_rota'], due='', status='done', closed_by=['t_bot_rota_done'], handed_to=None),
    dict(id='t10', owner='Clio', task='Total the sale takings minus the float',
         taken=['t_bot_tally'], due='', status='done', closed_by=['t_bot_tally_done'], handed_to=None),
    dict(id='t11', owner='Priya', task='Buy a combination lock for the shed and DM everyone the code',
         taken=['t_lock'], due='2025-04-14', status='done', closed_by=['t_lock_done'], handed_to=None),
    dict(id='t12', owner='Marcus', task='Rent a canopy tent from Party Time for the sale',
         taken=['t_canopy'], due='2025-04-25', status='dropped', closed_by=['canopy_phil', 't_canopy_drop'], handed_to=None),
    dict(id='t13', owner='Priya', task='Write a thank-you note to Riverbend for the compost discount',
         taken=['t_thanks'], due='2025-05-11', status='open', closed_by=[], handed_to=None),
    dict(id='t14', owner='Owen', task='Build a new compost bin out of pallets',
         taken=['t_bin1', 't_bin2'], due='2025-04-20', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Owen', task="Cover Marcus's weekend watering on Apr 19-20",
         taken=['t_swap'], due='2025-04-20', status='done', closed_by=['t_swap_done'], handed_to=None),
]

NON_TODOS = [
    (['nt_truck', 'nt_truck_no'], 'offer declined'),       # truck for the compost
    (['nt_wheelbarrow'], 'banter promise'),                # never touching a wheelbarrow
    (['nt_plots_due'], 'instruction to others'),           # send me your plot numbers by Friday
    (['nt_flyer_fixed'], 'already done'),                  # flyer already says the 27th
    (['nt_bot_reminder'], 'bot offer not taken up'),       # daily watering reminder
    (['nt_drain'], 'vague promise'),                       # drain trench someday
    (['nt_water_tonight', 'nt_water_tonight_r'], 'already done by someone else'),  # Priya watered already
    (['nt_hat'], 'banter promise'),                        # eat my hat
    (['nt_seed_wish'], 'vague wish'),                      # seed library someday
    (['nt_budget'], 'vague promise'),                      # budget sheet at some point
]

QUESTIONS = [
    # ---- changed
    ('What day is the plant sale on now?',
     ['e_sale1_ok', 'e_sale2_ok', 'e_sale3_p', 'e_sale3_ok'],
     'Saturday May 3, 9am-1pm (moved twice: Apr 26 → Apr 27 → May 3)', 'changed'),
    ('What date did we first pick for the fundraiser?',
     ['e_sale1_p', 'e_sale1_ok'], 'Saturday April 26, 9 to 1, at the front gate', 'changed'),
    ('Which day did the sale move to the first time it got rescheduled?',
     ['e_sale2_p', 'e_sale2_ok'], 'Sunday April 27, same hours', 'changed'),
    ('Why did we give up on the Sunday date?',
     ['tomatoes_small', 'library_closed', 'e_sale3_p'],
     "Dana's tomatoes and peppers were still too small after the cold nights, and the library (tables) is closed on Sundays", 'changed'),
    ('What made us drop the original Saturday?',
     ['fivek', 'e_sale2_p'], 'The Alder Street 5K closes the street 7am-noon that day', 'changed'),
    ('How much is a tomato plant at the sale?',
     ['e_price1_ok', 'e_price2_p', 'e_price2_ok'], '$4 (first it was $3 flat for everything)', 'changed'),
    ('What was the pricing plan before it got changed?',
     ['e_price1_p', 'e_price1_ok'], '$3 a pot for everything', 'changed'),
    ('Is the garden getting its own tiller?',
     ['e_tiller_ok', 't_tiller_drop', 'e_tiller_drop_p'],
     'No. We agreed to buy the $220 one but it sold before Owen saw it, so the idea was dropped for this year (broadforks instead)', 'changed'),
    # ---- owner
    ('Who placed the compost order?',
     ['t_compost', 't_compost_done'], 'Marcus', 'owner'),
    ('Who ended up doing the updated flyer for May 3?',
     ['t_flyer2', 't_flyer2_hand', 't_flyer2_hand_ok', 't_flyer2_done'],
     'Priya (Jules handed it over because of finals)', 'owner'),
    ('Who repaired the gate?',
     ['t_latch', 't_latch_done'], 'Owen', 'owner'),
    ('Who is supposed to thank Riverbend?',
     ['t_thanks'], 'Priya', 'owner'),
    ('Who watered on the weekend Marcus was away?',
     ['e_water_m', 't_swap', 't_swap_done'], 'Owen', 'owner'),
    # ---- status
    ('Did Marcus end up renting a tent?',
     ['t_canopy', 'canopy_phil', 't_canopy_drop'],
     "No, dropped: Dana's neighbor Phil lent two pop-up canopies, and Marcus hadn't called yet", 'status'),
    ('Is the new pallet compost bin built?',
     ['t_bin1', 't_bin2', 'bin_old'], 'No, still open; Owen promised it again for next weekend', 'status'),
    ('Were the plot holders told about the planting deadline?',
     ['t_email', 't_email_done'], 'Yes, Dana emailed them all (Apr 19); two replies so far, both fine with it', 'status'),
    ('Has the thank-you note gone out?',
     ['t_thanks'], 'Not yet, Priya said she would write it next week', 'status'),
    ('Did anyone go and try out the tiller?',
     ['t_tiller', 't_tiller_drop'], 'No, it was sold that morning before Owen got there', 'status'),
    ('Is the new lock on the shed?',
     ['t_lock', 't_lock_done'], "Yes, Priya put the combination lock on Apr 16 and DM'd everyone the code", 'status'),
    # ---- single
    ('What did the compost cost us?',
     ['t_compost_done'], '$312 delivered, after a $40 nonprofit discount', 'single'),
    ('How many tables is the library lending?',
     ['t_library_done'], '4 folding tables', 'single'),
    ('How much change was in the cash box?',
     ['t_cashbox_done'], '$100 in ones and fives', 'single'),
    ('Roughly how many pots did Dana have started?',
     ['dana_300'], 'About 300', 'single'),
    ("Which bed is Jules's?",
     ['jules_plot'], 'Bed 12 (garlic)', 'single'),
    ('Whose canopies did we use?',
     ['canopy_phil'], "Phil's, Dana's neighbor (two pop-ups)", 'single'),
    # ---- temporal
    ('When was the compost delivered?',
     ['t_compost_done'], 'Friday April 11 at 8am', 'temporal'),
    ('By what date do plots have to be planted?',
     ['e_plot_ok'], 'May 15', 'temporal'),
    ('When can we collect the folding tables?',
     ['t_library_done'], 'Friday May 2, after 3pm', 'temporal'),
    ('When was the spring workday?',
     ['e_work_ok'], 'Saturday April 12, 9 to noon', 'temporal'),
    # ---- multi
    ('How much did the sale raise, and how does that add up?',
     ['sale_cash', 't_bot_tally_done'], '$967: $612 cash + $455 Venmo = $1,067, minus the $100 float', 'multi'),
    ('What exception does the planting rule have, and who pushed for it?',
     ['e_plot_obj', 'e_plot_p2', 'e_plot_dana'],
     'Medical or family emergencies are handled case by case (tell Dana); Dana pushed for it because of Mrs. Alvarez', 'multi'),
    ("Why aren't we taking cards?",
     ['n_square', 'e_pay_p', 'e_pay_a1'],
     "Clio suggested a Square reader, but Marcus didn't want to pay ~$60 for one morning; cash plus a Venmo QR sign, as last year", 'multi'),
    ('Who was against buying the tiller and what condition did they set?',
     ['e_tiller_obj', 'e_tiller_marcus'], "Marcus; he went along as long as it lived in Owen's garage, not the shed", 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-5, seed=20250407)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
