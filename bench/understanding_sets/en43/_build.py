#!/usr/bin/env python3
"""English (Australian, Tasmania) charity op-shop volunteers' chat: Wellspring Hospice Op Shop,
North Hobart; the $5 Fill-a-Bag Saturday, 2026-10-05 .. 2026-11-08, +11:00 (AEDT).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Helen': (6403918275, False),   # shop coordinator, 62; paid three days a week by the hospice; head office contact
    'Ruth': (5219047386, False),    # volunteer, 74; retired bank teller; till, banking, bags; terse
    'Tomasz': (7138204659, False),  # volunteer, 37; chef at a North Hobart pub; ute, collections; jokes
    'Aisha': (6827391045, False),   # volunteer, 20; UTAS student; lowercase; socials, window, boutique rail
    'Graham': (5902846173, False),  # volunteer, 69; retired electrician; test and tag, repairs; grumbles
    'Codex': (7719302846, True),    # bot: terse
    'Claudie': (7480329156, True),  # bot: polite
}

SESSIONS = [
("2026-10-05 19:40", r"""
Helen: Evening all. New chat just for the shop crew, the big volunteer group is mostly people asking if we take cot mattresses (we don't)
Aisha: lol finally
Tomasz: Ahoy
Graham: Righto
Helen: I've added two helper bots as well. @Codex @Claudie say hi
Codex: Hello. Mention me when you need something.
Claudie: Hi everyone, lovely to meet you all. Happy to help with anything for the shop.
Tomasz: one bot for each of Ruth's moods
Ruth: I only have one mood.
Tomasz: that's what I said
Helen: Behave. Main thing: the back room is FULL. We need a bag sale before we drown
Helen: [photo]
Aisha: omg that's worse than last week
Graham: There's a pram in there somewhere. I saw it on Thursday. Haven't seen it since
#d1_p Helen: I'm thinking Saturday the 17th. $5 fill-a-bag, same as the spring one two years ago
#d1_a1 Ruth: 17th suits me.
#d1_a2 Aisha: yes!! 17th
#d1_a3 Tomasz: I'm off that Saturday 👍
#d1_a4 Graham: Fine by me
#d1_ok Helen: Lovely. Saturday 17th it is
#t2 Aisha: i'll do a poster and the insta/fb posts, by the weekend
Helen: Thanks love
"""),
("2026-10-06 10:15", r"""
Helen: Quick one. Someone at the bus stop just told me council are digging up our bit of footpath "soon"
Graham: Soon could mean anything with council
#t1 Helen: I'll ring the council works line tomorrow and find out dates
#d4_p Helen: Also while I think of it: whatever clothing's left after the sale, last time we binned half of it. Can we send leftovers to St Columba's in Moonah instead? They'll take it
#d4_a1 Ruth: Yes. Better than the skip.
#d4_a2 Graham: Anything's better than me doing three tip runs
#d4_tm Tomasz: I'll do the Moonah run in the ute the Monday after the sale, I'm off Mondays
#d4_ok Helen: Perfect, leftovers to St Columba's then
"""),
("2026-10-07 20:30", r"""
Aisha: also, random but Maeve's in Sandy Bay is closing down, she told me she's giving away her shop racks
Aisha: 4 chrome rails. we need them so bad
#t4 Tomasz: I'll grab them Saturday morning in the ute, just send me the address
Aisha: legend. 112 Sandy Bay Rd, ask for Maeve
#nt_pram Graham: Found the pram. It was behind the Christmas boxes. Already out on the floor with a $20 tag
Helen: Graham you're a marvel
Tomasz: the pram has been found. hobart can sleep again
"""),
("2026-10-08 13:05", r"""
#t1_done Helen: Rang council. Footpath works on our block are Mon 12th to Fri 23rd. Fencing right across the shopfront, we'll only have the side door
#d2_why Helen: So the 17th is no good, nobody's squeezing past a jackhammer to fill a bag
Graham: Told you. Council
#d2_p Helen: Saturday 24th then? The fence is meant to be gone by the 23rd
#d2_a1 Ruth: 24th is fine.
#d2_a2 Tomasz: sweet
#d2_obj Aisha: wait the 24th is show saturday
#d2_obj2 Aisha: half of hobart will be at the showgrounds eating dagwood dogs
#d2_r Helen: Our bag sale people aren't the show people, love. It's the uni kids and the grandmas, they don't go near the show
#d2_a3 Graham: Wife's never been in forty years
#d2_tm Aisha: ok fine. 24th. but i'm calling it now if it's dead
#d2_ok Helen: Noted ha. 24th
#nt_hat Graham: I'll eat my hat if that footpath's done by the 23rd
Tomasz: which hat. we have 40 in the back
#t2_re Aisha: i'll fix the date on the poster before it goes up, no harm done
"""),
("2026-10-09 11:40", r"""
Aisha: ok idea
#d10_p Aisha: the good furniture just sits there for weeks because nobody walks past on a weekday. what if we list the nice stuff on facebook marketplace
#d10_p2 Aisha: the teak sideboard would go in an hour online
#d10_a1 Tomasz: yes. that sideboard has been here since I started
#d10_a2 Helen: I like it. Pick-up only, cash or card at the counter
#d10_a3 Ruth: As long as the money comes through the till, fine.
#d10_ok Helen: Let's do it
#t6 Aisha: i'll photograph the first 20 things and list them this week
Graham: What do I do if someone messages at 2am asking "is this still available"
Aisha: ignore them like a normal person
#t5 Ruth: We're down to about 60 paper bags. I'll order 500 more from Hobart Packaging on Monday.
Helen: Thanks Ruth
"""),
("2026-10-10 09:50", r"""
#t4_done Tomasz: Racks are in the back. All four. One's a bit wonky but Graham can fix anything
Tomasz: [photo]
Aisha: omg they're so shiny
Graham: The wonky one is bent, not wonky.
Helen: Thanks Tomasz! Say thanks to Maeve for us
Tomasz: she gave me a fascinator as well, no idea why
Aisha: that's going in the window
"""),
("2026-10-12 18:20", r"""
#t5_done Ruth: Bags ordered. 500, with the logo, delivered by the 20th. $185.
Helen: Lovely
#d11_p Helen: Another thought. Head office keeps asking shops to do a late night before Christmas. What if we opened till 7 on Thursdays in November?
#d11_a1 Aisha: yes!! i can do thursdays after uni
#d11_a2 Tomasz: Thursdays I'm at work, but sounds good for everyone else
#d11_a3 Graham: I'm not doing evenings but go for it
#d11_ok Helen: OK, Thursdays till 7 from November then
Ruth: Someone else can count the till at 7. Not me.
#nd_ruth_books Ruth: While we're at it. Should the everyday paperbacks go up to $3?
#nd_ruth_books_no Helen: Not before Christmas, Ruth. People buy them as stocking fillers at $2
Ruth: Fair.
"""),
("2026-10-13 21:05", r"""
Tomasz: Came past the shop after work
Tomasz: [photo]
Tomasz: someone's dumped a couch AND a box of wet books at the front door. the couch has a cat on it
Aisha: a CAT??
Tomasz: not our cat. left when I got close
Graham: Third time this month
#d7_p Helen: Right. I think we need a proper rule. Donations only during opening hours, 10 till 3, at the back door. Big sign on the front, and anything dumped after hours goes straight to the tip, no sorting
#d7_obj Tomasz: People will dump anyway mate. Then it's me lugging wet couches into the ute on a Saturday
#d7_obj2 Tomasz: and we'll miss the good stuff
#d7_r Helen: Head office paid $420 in tip fees for us last month, Tomasz. Most of it was after-hours dumping. A sign at least gives us something to point to
#d7_a1 Ruth: Agree with Helen.
#d7_a2 Graham: Yep
#d7_tm Tomasz: fine. sign it is. but I'm not the bad guy who tells grandma her doilies are going to the tip
#d7_ok Helen: Deal. Back door, 10 to 3, from next week
#t9_q Helen: @Claudie can you write the wording for a sign for the front door? Donations accepted 10am-3pm at the back door only, and please don't leave things outside
#t9 Claudie: Of course, I'll draft something friendly but clear.
#t9_done Claudie: Here's a draft:\n\nThank you for thinking of Wellspring Hospice!\nWe accept donations 10am-3pm, Monday to Saturday, at our BACK DOOR (laneway entrance).\nPlease don't leave items outside when we're closed: they get rained on, and we pay to take them to the tip, money that would otherwise go to patient care.\n\nWould you like a shorter version as well?
Helen: That's perfect as is
"""),
("2026-10-14 16:40", r"""
#nt_tube Graham: Swapped the dead tube in the sorting room this morning. Could finally see what I was tagging
Helen: Thank goodness, it's been like a cave
#t10 Graham: Change room curtain rail is hanging on by one screw. I'll fix it Thursday when I'm in
Aisha: can you also make the mirror not make everyone look 10 kilos heavier
Graham: That's not the mirror
Aisha: GRAHAM
#t3 Graham: And I'll get the two crates of electricals tested and tagged by the end of the month. Can't sell them untagged
Helen: Thanks Graham
"""),
("2026-10-15 12:10", r"""
Helen: OK, news from head office
#d3_why Helen: Deb's rung. Wellspring is doing an "Op Shop Week" across all the Tassie shops, Mon 2 Nov to Sat 7 Nov, with a radio ad. Any shop that holds a sale on Saturday the 7th gets named in the ad
#d3_p Helen: So I'm thinking we move the bag sale to Saturday 7 November and get the free advertising
#d3_a1 Aisha: YES. not show day anymore hahaha
#d3_a2 Ruth: Radio's worth a lot more than a poster. 7th.
#d3_a3 Tomasz: 7th works, I'll swap with the sous chef
#d3_a4 Graham: Suits
#d3_ok Helen: Right, final answer: Saturday 7 November. Deb will be thrilled
#t2_re2 Aisha: changing the poster AGAIN lol. will have the new one up this weekend
#nt_deb Aisha: want me to email deb the shop details for the ad?
#nt_deb_r >nt_deb Helen: Already did when she rang, love. All sorted
"""),
("2026-10-16 22:15", r"""
Tomasz: post-service brain question
#nd_sell_graham Tomasz: can we sell Graham at the bag sale. vintage, fully working, slight rust
Aisha: he doesn't fit in a bag
Graham: I'd go for more than five bucks
Ruth: Would you.
Tomasz: 💀
"""),
("2026-10-17 10:30", r"""
#t10_done Graham: Curtain rail's fixed. New bracket, three screws. It'll outlive all of us
Helen: Thank you!
Aisha: [photo]
Aisha: first 6 things listed on marketplace. the sideboard already has 11 messages
Tomasz: told you
"""),
("2026-10-18 14:00", r"""
#t2_done >t2_re2 Aisha: new poster is up in the window + posted on insta and fb. "$5 FILL-A-BAG SATURDAY 7 NOVEMBER"
Aisha: [photo]
Helen: It's gorgeous Aisha
Graham: Date's right this time
Aisha: third time lucky
#d12_p Aisha: also i want to do a boutique rail. the designer and vintage stuff that gets lost on the normal racks. put it in the front window on one of maeve's chrome rails
#d12_p2 Aisha: i'll price them properly, like $15 to $60. and they're NOT in the bag sale
#d12_a1 Helen: Yes please. We sold a Country Road coat for $8 last month and I nearly cried
#d12_a2 Ruth: Fine. Price tags in pen, not pencil.
#d12_ok Helen: Boutique rail in the window, Aisha's prices, not in the bag deal. Done
#nt_runway Aisha: one day we should do a proper runway show with donated stuff. like a fundraiser
Tomasz: I'll walk. I have the fascinator
"""),
("2026-10-20 11:25", r"""
Helen: Bad news on Marketplace
#d10_why Helen: Deb says shops aren't allowed their own online selling. Everything online has to go through the Wellspring eBay store, something about GST and insurance. She wasn't happy we'd started
#d10_drop_p Helen: So we need to take the listings down and stop there. Sorry Aisha
#d10_drop_a1 Aisha: ugh ok. taking them down now
#d10_drop_a2 Ruth: Rules are rules.
#d10_drop_a3 Tomasz: the sideboard lives to fight another day
#t6_drop Aisha: the 6 listings are down and i won't do the other 14. the sideboard guy is still coming in person on thursday so that's something
#nd_ebay Tomasz: Could we just send the good stuff to the eBay store then?
#nd_ebay_no Helen: They only take jewellery and designer labels, and they pick what they want. Not worth the packing
Tomasz: fair
"""),
("2026-10-21 19:10", r"""
Graham: Footpath update
Graham: [photo]
Graham: They've dug it up and gone home. Not one bloke there since Monday arvo
Tomasz: classic
Aisha: graham start chewing that hat
Graham: Still 2 days left
"""),
("2026-10-22 12:30", r"""
Aisha: happy show day to everyone except the footpath
#nt_banked Ruth: Banked Monday's and Tuesday's takings. $612 and $540. The side door is costing us.
Helen: Thanks Ruth. Can't wait for the fence to go
"""),
("2026-10-24 10:05", r"""
Aisha: shop is actually busy today??
#busy24 Aisha: show saturday and we've got a line at the till lol
Helen: Told you
#fence_gone >nt_hat Tomasz: the footpath's done btw. fences gone last night
#hat_eat Graham: Hat's on the menu then. I'll have it with gravy
#nt_sequins Tomasz: if we crack $3k on bag sale day I'll wear the sequin jacket from the window all shift
Aisha: holding you to that
"""),
("2026-10-26 20:00", r"""
#d6_p Ruth: We need to settle the bag price before Aisha prints anything else. I say $5 a bag, our paper bags only. Electricals, books and Aisha's rail not included.
#d6_obj Graham: $5 is giving it away. People cram a whole winter wardrobe in those bags. $10
#d6_r Ruth: Last time we did $10 we took $1,140. Launceston did $5 in autumn and took $2,300. People buy a second bag.
#d6_a1 Helen: The numbers don't lie Graham
#d6_a2 Aisha: $5 is what's on the poster anyway lol
#d6_tm Graham: Alright. Five. But not the electricals, I spent weeks tagging those
#d6_ok Helen: $5 a bag, our bags only, electricals, books and the boutique rail excluded. Thanks Ruth
#nd_xmas_q Aisha: are the christmas decorations in the bag deal?? there's like 3 boxes
#nd_xmas_r >nd_xmas_q Helen: Let's see what's come out of the back by then. Don't know yet
#t8_q Helen: @Codex can you make a roster for the sale day once people send their availability? Two shifts probably
#t8 Codex: Yes. Send names and available hours; I'll return a roster.
"""),
("2026-10-27 13:15", r"""
#d5_p Ruth: ReWeave textile recycling are collecting the leftover clothing on Monday 9th at 8am. They pay the hospice 20c a kilo.
#d5_p2 Ruth: Bric-a-brac stays in the back for the Christmas tables.
#d5_a1 Helen: Lovely, money instead of a tip run
#d5_a2 Graham: 20c a kilo. We'll be rich
#d5_a3 Aisha: and it gets recycled properly!! love
#t7_drop >d4_tm Tomasz: so I'm not driving to Moonah on the 9th? sweet, I'll sleep in
#d5_ok Helen: Nope, ReWeave's truck takes the lot
"""),
("2026-10-28 18:40", r"""
#d8_p Helen: Roster thinking for the 7th: two shifts, 9 to 12:30 and 12:30 to 4, six people each. Less tiring than a full day
#d8_obj Ruth: Two shifts means two till counts. I've seen what happens to the float at handover. I'd rather one cash-up at 4.
#d8_r Helen: The till doesn't change hands, Ruth. Only the floor changes. One cash-up at 4, you on the till all day if you're up for it
#d8_tm Ruth: Fine. I'll do the whole day on the till.
#d8_a1 Aisha: 2 shifts yes. i'll do the morning
#d8_a2 Tomasz: afternoon for me, I'll come straight from brunch service
#d8_a3 Graham: Morning. I'm useless after lunch
#d8_ok Helen: Good. Two shifts, one cash-up at 4
#nd_dj Aisha: what if we had a dj out the front on the day lol
Ruth: No.
Aisha: ok lol
"""),
("2026-10-29 11:00", r"""
Helen: Some sad news about Thursdays
#d11_why Helen: Insurance says after 5pm we need two volunteers plus a key holder on site. That's three people on a Thursday night and I've got exactly one (Aisha). And I can't do evenings with Mum the way she is
#d11_drop_p Helen: I think we have to let the late nights go
#d11_drop_a1 Aisha: noooo. but yeah makes sense
#d11_drop_a2 Ruth: Agreed. Nobody wanted to count at 7 anyway.
#d11_drop_a3 Graham: Yep
Tomasz: hope your mum's ok Helen
Helen: Thanks love, she's getting there
"""),
("2026-10-29 20:45", r"""
Helen: @Codex availability for Sat 7th: Morning (9-12:30): Helen, Aisha, Graham, Bev, Marguerite, Sunil. Afternoon (12:30-4): Helen, Tomasz, Jo, Pat, Lou, Kieran. Ruth on the till 9-4
#t8_done Codex: Roster, Sat 7 Nov:\nTill (9:00-16:00): Ruth\nMorning 9:00-12:30: Aisha (window/boutique), Graham (electricals), Bev, Marguerite, Sunil (bags), Helen (floor)\nAfternoon 12:30-16:00: Tomasz (back room), Jo, Pat, Lou, Kieran (bags), Helen (floor)\nCash-up 16:00: Ruth + Helen
#nd_codex_shift Codex: Suggest a third short shift 16:00-17:00 for pack-down.
#nt_codex_offer Codex: Can also generate a price list for the boutique rail.
Helen: Great, that'll do. Helen on both shifts, what a surprise
Aisha: helen is the shop tbh
"""),
("2026-10-30 09:30", r"""
#t11 Tomasz: I'll paint the A-frame for the footpath next week. chalkboard paint, big $5 BAG on both sides
Helen: That'd be great, the old one's peeling
#nd_coffee Tomasz: oh and we should get a coffee cart out the front on the day. my mate has one
#nd_coffee_no Helen: Footpath trading needs a council permit and it's four weeks. Not this time
Tomasz: damn council strikes again
#nt_coffee Tomasz: I can bring the pub's coffee machine in for the volunteers then
#nt_coffee_no >nt_coffee Helen: We've got the urn, love. Honestly it's fine
"""),
("2026-11-02 12:10", r"""
Helen: Op Shop Week starts today! The ad's on the radio, I heard it in the car. "Wellspring North Hobart, Saturday's five dollar fill-a-bag"
Aisha: WE'RE FAMOUS
Graham: They said it "Hobbart"
#t12 Ruth: I'll pick up the $300 float in coins from the bank Friday.
#d9_p Helen: Friday night sort before the sale? From 5:30, we pull everything out of the back and get the racks full. Pizza's on the shop
#d9_a1 Aisha: pizza = yes
#d9_a2 Graham: I'll be there. Not late, mind
#d9_a3 Tomasz: I'll come after service, prob 8ish
#d9_ok Helen: Friday 5:30 sort night then
#t13 Helen: I'll order pizzas from Ciao Bella for Friday, tell me if anyone's vegan
Aisha: me (sort of)
Helen: Sort of vegan noted
#nt_book Helen: And everyone please sign the volunteer book when you arrive on Saturday. Insurance needs it
"""),
("2026-11-03 17:20", r"""
#t3_done Graham: Both crates done. 31 items tagged, 4 failed and went in the bin. Toaster that sparked like fireworks, don't ask
Helen: Thank you Graham, that's a huge job
#nd_porcelain Graham: Also the porcelain cat collection is out. I say we price them at $100 each and retire to Bali
Aisha: there are 23 of them. graham
Graham: That's $2,300. Bali
"""),
("2026-11-04 21:30", r"""
#t11_hand Tomasz: bad news, burnt my hand on the flat top tonight. nothing serious but I can't hold a brush for a few days
Tomasz: the A-frame's in the back with the chalkboard paint, I haven't started
#t11_take Graham: I'll do it. Tomorrow morning, I'm in anyway
Tomasz: legend. sorry mate
Aisha: omg tomasz are you ok
Tomasz: I'm fine, just a blister the size of a 50c coin. kitchen life
#nt_shed Tomasz: once this heals I'll sort the shed out one of these weekends, promise
Ruth: We've heard that before.
"""),
("2026-11-05 15:45", r"""
#t11_done Graham: A-frame's done. $5 BAG both sides, plus "HOSPICE OP SHOP" up top. It's drying in the laneway
Graham: [photo]
Aisha: GRAHAM this is actually so good
Helen: Better than the sign-writer did last time
#nd_rain Graham: If it rains Saturday we'll have people dripping all over the linen
#nd_rain_r >nd_rain Helen: If it rains we squeeze in. People will come anyway, it's five dollars
#nt_cash Ruth: Reminder. All cash goes through the register. Nobody makes change from the tin.
#nd_both_q Tomasz: are we doing it Saturday and Sunday?
#nd_both_r >nd_both_q Helen: God no. Saturday's plenty
"""),
("2026-11-06 11:10", r"""
#t12_done Ruth: Float collected. $300, coins and fives. In the safe.
#t13_done Helen: Pizzas ordered for 6:30, eight large, one vegan (sort of)
Aisha: ❤️
"""),
("2026-11-06 21:15", r"""
Helen: [photo]
Helen: Look at it! Every rack full
Aisha: the boutique rail in the window looks SO good at night
Tomasz: just got here. there's one slice of pizza left and it's the vegan one
Aisha: eat it coward
Graham: I'm off. 7:45 tomorrow
"""),
("2026-11-07 09:20", r"""
Aisha: there was a queue at 8:40!!! like 30 people
Helen: [photo]
Graham: Sold three lamps and a kettle already. Electricals are going like hotcakes
Ruth: Busy. Don't message me.
"""),
("2026-11-07 13:10", r"""
Tomasz: afternoon crew in. the bags are flying
>d12_a1 Aisha: the country road coat from the boutique rail went for $45 🥹
Tomasz: some guy filled 4 bags with just jumpers
Helen: Jumper guy is a legend
"""),
("2026-11-07 17:05", r"""
Helen: Doors shut. Thank you everyone, what a day
#total Ruth: Counted. $3,418 total. Bags $2,205, electricals $486, boutique rail $395, everything else $332.
Aisha: 3K!!!!!
>nt_sequins Aisha: TOMASZ. THE JACKET
#jacket Tomasz: I was wearing it from 2pm, you weren't looking
Graham: Best sale this shop's ever had
Helen: Biggest day since I started here, by a mile
"""),
("2026-11-08 10:30", r"""
Helen: Morning all. Still buzzing
#bags_left Helen: The back room is nearly empty. About 14 bags of clothes left for ReWeave tomorrow and 2 boxes of Christmas bits
#t15 Ruth: I'll send the takings report to Deb tomorrow once it's banked.
#t14 Aisha: i'll post the total and a big thank you on insta tomorrow, need to pick the photos
Helen: Perfect. And thank you Graham for the sign and the tagging, you carried us
Graham: Don't get soppy
Tomasz: hand's better btw. shed next weekend maybe
Ruth: Maybe.
"""),
]

DECISIONS = [
    dict(id='d1', text='$5 fill-a-bag sale on Saturday 17 October',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 'd1_a4', 'd1_ok'],
         agreed_by=['Helen', 'Ruth', 'Aisha', 'Tomasz', 'Graham'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_ok']),
    dict(id='d2', text='Bag sale moved to Saturday 24 October (council footpath works fence the shopfront Oct 12-23)',
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_r', 'd2_a3', 'd2_tm', 'd2_ok'],
         agreed_by=['Helen', 'Ruth', 'Tomasz', 'Graham', 'Aisha'], objected_by=['Aisha'],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_ok']),
    dict(id='d3', text="Bag sale moved to Saturday 7 November to be named in head office's Op Shop Week radio ad",
         stated=['d3_p', 'd3_a1', 'd3_a2', 'd3_a3', 'd3_a4', 'd3_ok'],
         agreed_by=['Helen', 'Aisha', 'Ruth', 'Tomasz', 'Graham'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text="Leftover clothing after the sale goes to St Columba's in Moonah (Tomasz drives it the Monday after)",
         stated=['d4_p', 'd4_a1', 'd4_a2', 'd4_tm', 'd4_ok'],
         agreed_by=['Helen', 'Ruth', 'Graham', 'Tomasz'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_p', 'd5_p2', 'd5_ok']),
    dict(id='d5', text='ReWeave textile recycling collects the leftover clothing Monday 9 Nov at 8am (20c a kilo to the hospice); bric-a-brac kept for the Christmas tables',
         stated=['d5_p', 'd5_p2', 'd5_a1', 'd5_a2', 'd5_a3', 'd5_ok'],
         agreed_by=['Ruth', 'Helen', 'Graham', 'Aisha'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text="$5 a bag, shop's paper bags only; electricals, books and the boutique rail excluded",
         stated=['d6_p', 'd6_r', 'd6_a1', 'd6_a2', 'd6_tm', 'd6_ok'],
         agreed_by=['Ruth', 'Helen', 'Aisha', 'Graham'], objected_by=['Graham'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Donations only 10am-3pm at the back door, sign on the front; anything dumped after hours goes to the tip unsorted',
         stated=['d7_p', 'd7_r', 'd7_a1', 'd7_a2', 'd7_tm', 'd7_ok'],
         agreed_by=['Helen', 'Ruth', 'Graham', 'Tomasz'], objected_by=['Tomasz'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Sale-day roster: two shifts (9-12:30, 12:30-4), six each; Ruth on the till all day, one cash-up at 4',
         stated=['d8_p', 'd8_r', 'd8_tm', 'd8_a1', 'd8_a2', 'd8_a3', 'd8_ok'],
         agreed_by=['Helen', 'Ruth', 'Aisha', 'Tomasz', 'Graham'], objected_by=['Ruth'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Friday sort night before the sale from 5:30pm, pizza paid by the shop',
         stated=['d9_p', 'd9_a1', 'd9_a2', 'd9_a3', 'd9_ok'],
         agreed_by=['Helen', 'Aisha', 'Graham', 'Tomasz'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='List the good furniture and items on Facebook Marketplace (pick-up only, paid through the till)',
         stated=['d10_p', 'd10_p2', 'd10_a1', 'd10_a2', 'd10_a3', 'd10_ok'],
         agreed_by=['Aisha', 'Tomasz', 'Helen', 'Ruth'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d10_drop_p', 'd10_drop_a1', 'd10_drop_a2', 'd10_drop_a3']),
    dict(id='d11', text='Late opening till 7pm on Thursdays in November',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_a3', 'd11_ok'],
         agreed_by=['Helen', 'Aisha', 'Tomasz', 'Graham'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d11_drop_p', 'd11_drop_a1', 'd11_drop_a2', 'd11_drop_a3']),
    dict(id='d12', text="Boutique rail of designer/vintage pieces in the front window, priced $15-60 by Aisha, not in the bag deal",
         stated=['d12_p', 'd12_p2', 'd12_a1', 'd12_a2', 'd12_ok'],
         agreed_by=['Aisha', 'Helen', 'Ruth'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['nd_ruth_books', 'nd_ruth_books_no'], 'proposal not taken up'),   # paperbacks to $3 → not before Christmas
    (['nd_sell_graham'], 'joke'),                                       # sell Graham at the sale
    (['nd_ebay', 'nd_ebay_no'], 'proposal not taken up'),               # send good stuff to the eBay store
    (['nd_xmas_q', 'nd_xmas_r'], 'question'),                           # Christmas decorations in the deal? → don't know yet
    (['nd_dj'], 'proposal not taken up'),                               # DJ out the front → No.
    (['nd_codex_shift'], 'bot suggestion ignored'),                     # Codex: third shift for pack-down
    (['nd_coffee', 'nd_coffee_no'], 'proposal not taken up'),           # coffee cart → council permit
    (['nd_porcelain'], 'joke'),                                         # porcelain cats at $100, retire to Bali
    (['nd_rain', 'nd_rain_r'], 'hypothetical'),                         # if it rains Saturday
    (['nd_both_q', 'nd_both_r'], 'question'),                           # Saturday and Sunday? → Saturday
]

TODOS = [
    dict(id='t1', owner='Helen', task='Ring the council works line about the footpath works dates',
         taken=['t1'], due='2026-10-07', status='done', closed_by=['t1_done'], handed_to=None),
    dict(id='t2', owner='Aisha', task='Make the sale poster and the Instagram/Facebook posts (redo for each new date)',
         taken=['t2', 't2_re', 't2_re2'], due='2026-10-11', status='done', closed_by=['t2_done'], handed_to=None),
    dict(id='t3', owner='Graham', task='Test and tag the two crates of donated electricals before the sale',
         taken=['t3'], due='2026-10-31', status='done', closed_by=['t3_done'], handed_to=None),
    dict(id='t4', owner='Tomasz', task="Collect Maeve's four chrome clothing racks from Sandy Bay in the ute",
         taken=['t4'], due='2026-10-10', status='done', closed_by=['t4_done'], handed_to=None),
    dict(id='t5', owner='Ruth', task='Order 500 logo paper bags from Hobart Packaging',
         taken=['t5'], due='2026-10-12', status='done', closed_by=['t5_done'], handed_to=None),
    dict(id='t6', owner='Aisha', task='Photograph and list the first 20 good items on Facebook Marketplace',
         taken=['t6'], due='2026-10-11', status='dropped', closed_by=['d10_drop_p', 't6_drop'], handed_to=None),
    dict(id='t7', owner='Tomasz', task="Drive the leftover clothing to St Columba's in Moonah the Monday after the sale",
         taken=['d4_tm'], due='', status='dropped', closed_by=['d5_p', 't7_drop'], handed_to=None),
    dict(id='t8', owner='Codex', task='Make the sale-day roster from the volunteers\' availability',
         taken=['t8'], due='', status='done', closed_by=['t8_done'], handed_to=None),
    dict(id='t9', owner='Claudie', task='Draft the wording for the donations sign on the front door',
         taken=['t9'], due='', status='done', closed_by=['t9_done'], handed_to=None),
    dict(id='t10', owner='Graham', task='Fix the change-room curtain rail',
         taken=['t10'], due='2026-10-15', status='done', closed_by=['t10_done'], handed_to=None),
    dict(id='t11', owner='Tomasz', task='Paint the A-frame footpath sign ($5 BAG) with chalkboard paint',
         taken=['t11', 't11_take'], due='2026-11-08', status='done', closed_by=['t11_done'], handed_to='Graham'),
    dict(id='t12', owner='Ruth', task='Collect the $300 coin float from the bank on Friday',
         taken=['t12'], due='2026-11-06', status='done', closed_by=['t12_done'], handed_to=None),
    dict(id='t13', owner='Helen', task='Order pizzas from Ciao Bella for Friday sort night',
         taken=['t13'], due='2026-11-06', status='done', closed_by=['t13_done'], handed_to=None),
    dict(id='t14', owner='Aisha', task='Post the sale total and a thank-you on Instagram',
         taken=['t14'], due='2026-11-09', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Ruth', task='Send the takings report to Deb at head office once banked',
         taken=['t15'], due='2026-11-09', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_pram'], 'already done'),                        # pram found and tagged
    (['nt_hat'], 'banter promise'),                       # eat my hat
    (['nt_tube'], 'already done'),                        # swapped the dead tube
    (['nt_deb', 'nt_deb_r'], 'already done by someone else'),  # email Deb → Helen already did
    (['nt_runway'], 'vague wish'),                        # runway show one day
    (['nt_sequins'], 'banter promise'),                   # sequin jacket if $3k
    (['nt_codex_offer'], 'bot offer not taken up'),       # Codex: boutique price list
    (['nt_coffee', 'nt_coffee_no'], 'offer declined'),    # pub coffee machine → urn
    (['nt_book'], 'instruction to others'),               # sign the volunteer book
    (['nt_shed'], 'vague promise'),                       # sort the shed one of these weekends
    (['nt_cash'], 'instruction to others'),               # all cash through the register
    (['nt_banked'], 'already done'),                     # banked Monday's and Tuesday's takings
]

QUESTIONS = [
    # ---- changed
    ('When is the fill-a-bag sale happening now?',
     ['d1_ok', 'd2_ok', 'd3_p', 'd3_ok'],
     'Saturday 7 November (first planned for Sat 17 Oct, then Sat 24 Oct)', 'changed'),
    ('What date did Helen originally pick for the sale?',
     ['d1_p', 'd1_ok'], 'Saturday 17 October', 'changed'),
    ('Why couldn\'t we hold the sale on the 17th?',
     ['t1_done', 'd2_why', 'd2_p'],
     'Council footpath works (Mon 12 to Fri 23 Oct) fenced off the shopfront, so it moved to the 24th', 'changed'),
    ('Why did the sale get pushed back from the 24th?',
     ['d3_why', 'd3_p'],
     "Head office's Op Shop Week radio ad names every shop holding a sale on Sat 7 Nov, so it moved there for the free advertising", 'changed'),
    ('What happens to the clothes nobody buys?',
     ['d5_p', 'd5_p2', 'd5_ok'],
     'ReWeave textile recycling collects them Monday 9 Nov at 8am and pays the hospice 20c a kilo; bric-a-brac is kept for the Christmas tables', 'changed'),
    ('What was the first plan for the leftovers?',
     ['d4_p', 'd4_tm', 'd4_ok'],
     "Send them to St Columba's in Moonah, with Tomasz driving them over in the ute the Monday after the sale", 'changed'),
    ('Are we still putting the nice furniture up on Marketplace?',
     ['d10_why', 'd10_drop_p', 'd10_drop_a1'],
     'No. Head office says shops cannot sell online themselves (only the Wellspring eBay store), so the listings came down and the idea was dropped', 'changed'),
    ('Will the shop stay open till 7 on Thursdays in November?',
     ['d11_why', 'd11_drop_p', 'd11_drop_a2'],
     'No, dropped: insurance needs two volunteers plus a key holder after 5pm and there are not enough people', 'changed'),
    # ---- owner
    ('Who ended up painting the footpath A-frame?',
     ['t11', 't11_hand', 't11_take', 't11_done'], 'Graham (Tomasz took it on but burnt his hand at work)', 'owner'),
    ('Who came up with the text for the donations sign?',
     ['t9_q', 't9', 't9_done'], 'Claudie (the bot)', 'owner'),
    ('Who drew up the shifts for sale day?',
     ['t8_q', 't8', 't8_done'], 'Codex (the bot), from the availability Helen sent', 'owner'),
    ("Who picked up Maeve's clothing rails?",
     ['t4', 't4_done'], 'Tomasz, in his ute', 'owner'),
    ('Who tagged the donated electricals?',
     ['t3', 't3_done'], 'Graham', 'owner'),
    # ---- status
    ('Has Deb got the takings report yet?',
     ['t15'], 'Not yet. Ruth will send it once the money is banked (Monday 9 Nov)', 'status'),
    ('Is the thank-you post with the total up on Instagram?',
     ['t14'], 'Not yet. Aisha is picking photos and will post it the next day', 'status'),
    ('Did Aisha get all 20 items listed online?',
     ['t6', 't6_drop'], 'No. Only 6 went up, they were taken down and she stopped when head office said no', 'status'),
    ('Is Tomasz still doing the drive to Moonah?',
     ['d4_tm', 't7_drop', 'd5_ok'], 'No, ReWeave collects the leftovers instead, so the run is off', 'status'),
    ('Did the new paper bags get ordered?',
     ['t5', 't5_done'], 'Yes: Ruth ordered 500 with the logo for $185, due by the 20th', 'status'),
    ('Is the curtain rail in the change room fixed?',
     ['t10', 't10_done'], 'Yes, Graham put in a new bracket with three screws', 'status'),
    # ---- single
    ('How much money did the sale bring in?',
     ['total'], '$3,418', 'single'),
    ('How big was the till float for the day?',
     ['t12', 't12_done'], '$300 in coins and fives', 'single'),
    ('What did head office pay in tip fees for the shop last month?',
     ['d7_r'], '$420, mostly from after-hours dumping', 'single'),
    ('When can people drop off donations now?',
     ['d7_p', 'd7_ok'], '10am to 3pm, at the back door only', 'single'),
    ('What price range are the boutique rail pieces?',
     ['d12_p2'], '$15 to $60, priced by Aisha', 'single'),
    ("What isn't covered by the five-dollar bag price?",
     ['d6_p', 'd6_tm', 'd6_ok'], "Electricals, books and the boutique rail; and only the shop's own paper bags count", 'single'),
    # ---- temporal
    ('When were the footpath works outside the shop?',
     ['t1_done'], 'Monday 12 to Friday 23 October', 'temporal'),
    ('When is ReWeave coming?',
     ['d5_p'], 'Monday 9 November at 8am', 'temporal'),
    ('What time did the Friday sort start?',
     ['d9_p', 'd9_ok'], 'Friday 6 November from 5:30pm (pizzas at 6:30)', 'temporal'),
    ('Which days is the Op Shop Week?',
     ['d3_why'], 'Monday 2 to Saturday 7 November', 'temporal'),
    # ---- multi
    ('How did this sale compare with the old ten-dollar bag sale?',
     ['d6_r', 'total'], 'The $10 sale took $1,140; this one took $3,418 in total, $2,205 of it from bags', 'multi'),
    ('Did Tomasz end up in the sequin jacket?',
     ['nt_sequins', 'total', 'jacket'], 'Yes: he promised if they passed $3k, they took $3,418, and he says he wore it from 2pm', 'multi'),
    ("How did Graham's hat bet turn out?",
     ['nt_hat', 'fence_gone', 'hat_eat'], 'He bet the footpath would not be finished by the 23rd; the fences went that night, so he lost (joked about eating it with gravy)', 'multi'),
    ('What was Aisha worried about for the 24th, and how was that Saturday?',
     ['d2_obj', 'd2_obj2', 'd2_tm', 'busy24'], 'She feared it was Show Saturday and the shop would be dead; it was actually busy with a line at the till (the sale itself had moved by then)', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=11, seed=20261005)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
