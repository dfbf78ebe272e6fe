#!/usr/bin/env python3
"""English (Denver) office social committee chat at Halvorsen Reed, a civil-engineering
firm of about sixty: the holiday party, Secret Santa, a Halloween potluck and a food drive,
2026-09-28 .. 2026-10-31, -06:00 MDT (ends before DST ends on Nov 1).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Renee': (4620391857, False),   # office manager, chairs the committee; pinned notes
    'Gus': (5183920476, False),     # IT; jokes, "lol", bowls in a league, slow with his own jobs
    'Kayla': (6039128475, False),   # HR; the budget, the partners' sign-off, careful
    'Devin': (5720498136, False),   # junior engineer, 24; lowercase, broke, playlists
    'Sandra': (4971803265, False),  # EA to the partners for 19 years; full sentences
    'Claudie': (7730192846, True),  # bot: warm, polite
    'Gemma': (7849201635, True),    # bot: chatty, emoji
}

SESSIONS = [
("2026-09-28 12:14", r"""
Renee: Hi all, welcome to the 2026 social committee chat 🎉
Renee: Same crew as last year plus Devin, who was volunteered by his manager
Devin: i was told there would be snacks
Gus: there are never snacks
Sandra: Welcome, Devin. There are sometimes snacks.
Renee: Agenda for this fall: holiday party, Secret Santa, something for Halloween, and Kayla wants a food drive
Kayla: yes pls, the food bank said November is their worst month for donations
#d_kettle_p Renee: For the party I'd like to go back to Copper Kettle on Friday Dec 11. Everyone liked the taproom last year
#d_kettle_a1 Sandra: Yes, the partners enjoyed it. Dec 11 is clear on both their calendars.
#d_kettle_a2 Gus: +1 their pretzels are elite
#d_kettle_a3 Kayla: works for me
#d_kettle_ok Renee: Great, Copper Kettle on the 11th it is
#t_kettle Renee: I'll call them tomorrow and get pricing for ~60 plus guests
#n_karaoke Devin: we should do karaoke like every month tbh
Gus: lol no
Renee: ok back to work everyone 😅
Kayla: lunch first
Devin: lunch first
"""),
("2026-09-28 12:40", r"""
#nt_cal Sandra: I've already blocked Dec 11 in Mr. Halvorsen's and Ms. Reed's calendars, just in case.
Renee: Sandra you are a machine
Renee: I invited two bots so we stop losing track of stuff. @Claudie @Gemma say hi
Claudie: Hello everyone! Happy to help the committee keep things organised 😊
Gemma: heyyy 👋 Gemma here! party planning is literally my favourite thing 🎈🎈
Gus: gemma has more energy than this entire office at 2pm
"""),
("2026-09-29 15:02", r"""
#t_kettle_done Renee: Talked to Copper Kettle. They now do a $4,000 food & bev minimum on Fridays in December, plus 20% service
Kayla: oof
Kayla: that's almost double last year
Renee: Yeah. Not happening on our budget
#d_lanes_p Gus: Larimer Lanes has a party room upstairs. My league bowls there, it's like half that
#d_lanes_obj Kayla: I'm not sure about bowling. Not everyone can or wants to bowl, and Sandra's knee
Sandra: My knee appreciates being thought of.
#d_lanes_r >d_lanes_obj Gus: the room has a lounge and shuffleboard, bowling is totally optional. you can just eat tacos and judge people
#d_lanes_ky Kayla: ok if bowling is optional then fine, lanes
#d_lanes_a1 Sandra: I'm happy to judge. Larimer Lanes is fine with me.
#d_lanes_a2 Devin: bowling party >>> taproom honestly
#d_lanes_ok Renee: OK, Larimer Lanes for Dec 11 then
#t_lanes Gus: i'll call them this week about the room
"""),
("2026-09-30 09:31", r"""
#d_budget_p Kayla: Budget thoughts before I take it to the partners: company covers $45 a head for staff. Plus-ones welcome but $20 each
#d_budget_obj Sandra: Plus-ones have always been free. People will notice, and some will grumble.
#d_budget_r >d_budget_obj Kayla: I know 😕 but last year's party ran $1,100 over and Mr. Halvorsen asked me about it twice
#d_budget_sd Sandra: Fair enough. $20 it is, but let's tell people early so nobody is surprised.
#d_budget_a1 Renee: agree, $45 + $20 for guests
#d_budget_a2 Gus: 👍
#t_partners Kayla: I'll get the partners to sign off on it by Friday
Devin: i will be bringing no plus one so i am saving the company $0
Gus: lol
"""),
("2026-10-01 16:20", r"""
#t_lanes_done Gus: called larimer lanes. bad news: dec 11 room is already booked by some law firm
Gus: they have thu dec 10 open, room holds 90, 3 lanes included
Renee: Thursday's not ideal but doable?
#d_thu_p Renee: Proposal: Thursday Dec 10 at Larimer Lanes, and we ask the partners to close the office at 3
#d_thu_a1 Sandra: I'll float the early close with them. Thursday works for me.
#d_thu_a2 Kayla: thursday is fine, fewer people have weekend plans anyway
#d_thu_a3 Devin: ok thurs
Gus: thursday party means friday is going to be very quiet lol
Sandra: Friday will be quiet. That's fine.
#d_thu_ok Renee: Done: Thursday Dec 10, Larimer Lanes
#t_contract Renee: I'll sign their contract and pay the deposit once Kayla has the budget ok
#n_server Gus: or we hold it in the server room, only place in the building where the AC works
Devin: i'd attend that
"""),
("2026-10-02 11:05", r"""
#t_partners_done Kayla: Partners signed off! $45/head for staff, $20 for plus-ones, and they're fine closing at 3 on the 10th
Renee: 🙌
Sandra: Good work, Kayla.
#t_contract_done Renee: Contract signed and $500 deposit paid. Room 4-9pm Thursday Dec 10
Gemma: yay!! 🎳🎉
Gus: i'll bring my own ball. it has a name
Devin: what's its name
Gus: Gerald
Kayla: of course it is
#n_bot_theme Gemma: ooh you should do a Winter Wonderland theme!! fake snow, blue lights, a photo booth ❄️📸
Devin: we have a bowling alley, gemma
"""),
("2026-10-02 16:45", r"""
Devin: is the coffee machine on 4 broken again or is it just me
Gus: it's not broken it's "descaling"
Gus: for three days
Sandra: There's a French press in the partners' kitchen. You didn't hear it from me.
Devin: sandra you are a legend
Kayla: anyone watching the broncos sunday?
Gus: unfortunately
Renee: My husband already has the chili going for it lol
"""),
("2026-10-05 13:47", r"""
#d_tacos_p Renee: Lanes kitchen sent menus. I like the taco bar: carnitas, chicken, veggie fajitas, chips and queso, $28 a head
#d_tacos_a1 Kayla: taco bar is in budget 👍 leaves room for drinks
#d_tacos_a2 Sandra: Please make sure there's a gluten-free option. Two people in accounting can't have flour tortillas.
#d_tacos_r >d_tacos_a2 Renee: Corn tortillas are on their GF list, I'll ask for a tray marked
#d_tacos_a3 Devin: carnitas. yes.
#d_tacos_ok Renee: Taco bar it is
#nt_tray Renee: Kayla when you send the save-the-date pls ask people to flag allergies in the RSVP form
"""),
("2026-10-05 16:10", r"""
#d_santa_p Gus: secret santa same as last year? $25 cap
#d_santa_obj Devin: $25 is kind of a lot when you're paying denver rent ngl
#d_santa_r >d_santa_obj Gus: it's opt in tho. skip it if you want, nobody checks
Kayla: there's always a few $10 gifts anyway lol
#d_santa_dv Devin: ok fine $25, i'm in. i'll find something amazing at the thrift store
#d_santa_a1 Renee: $25 👍
#d_santa_a2 Sandra: Agreed.
#n_white_q Sandra: Were we doing a white elephant instead this year? Someone asked me in the elevator.
#n_white_r >n_white_q Renee: No, people hated the stealing last year. Someone cried over a candle
Gus: the candle was nice tbf
#d_draw1_p Renee: For the draw, let's pull names from a hat at the Halloween potluck, everyone's in the office that day
#d_draw1_a1 Kayla: love that
#d_draw1_a2 Gus: sure
#d_draw1_ok Sandra: Good idea. I'll bring a hat.
"""),
("2026-10-06 10:22", r"""
#d_pot_p Renee: Halloween: potluck lunch Friday Oct 30, noon, 4th floor break room. Costumes optional
#d_pot_obj Gus: could we do an after-work happy hour instead? lunch is so rushed
#d_pot_r >d_pot_obj Sandra: Half the office has small children, Gus. Evenings that week are trick-or-treating and school parades.
#d_pot_gs Gus: fine fine, lunch. but i'm making chili
#d_pot_a1 Kayla: lunch potluck 👍
#d_pot_a2 Devin: i'll come in costume. nobody can stop me
#t_room Renee: I'll book the break room with building management for the 30th
#n_bot_chili Claudie: A fun idea for the potluck: you could make it a chili cook-off with a small trophy for the winner.
Gus: claudie gets it
Renee: maybe next year 😅
"""),
("2026-10-07 14:30", r"""
#nt_room_offer Devin: for the break room want me to email building mgmt? i know the front desk guy
#t_room_done >nt_room_offer Renee: Already did it this morning! they confirmed 11:30-2 on the 30th
#t_bot_list_q Renee: @Gemma can you keep a potluck list? who's bringing what, and flag if we get 10 desserts again
#t_bot_list Gemma: on it!! 🥧 I'll start the list, just tell me what you're bringing
Gus: chili
Sandra: Green chile stew.
Kayla: a big salad so someone eats a vegetable
Devin: chips. i am a humble man
Renee: deviled eggs
#t_bot_list_done Gemma: potluck list so far 📋\nGus: chili\nSandra: green chile stew\nKayla: salad\nDevin: chips\nRenee: deviled eggs\n0 desserts so far (suspicious 👀)
#t_flyer Sandra: I'll put a flyer up by the coffee machine and the elevators so the rest of the office can add to the list.
"""),
("2026-10-07 16:55", r"""
#d_maze_p Devin: fall outing idea: corn maze at chatfield farms, sat oct 17. tickets are like $15
#d_maze_a1 Renee: That's cute! Yes
#d_maze_a2 Kayla: fun, i'm in
#n_maze_joke Gus: i will get lost and you will have to send a drone
#d_maze_ok Renee: OK let's do the corn maze on the 17th, Devin can you run it?
#t_maze Devin: yep i'll make a sign up and buy tickets once we know numbers. by wednesday
"""),
("2026-10-08 09:12", r"""
#t_flyer_done Sandra: Flyers are up: coffee machine, both elevators, and the kitchen fridge.
Sandra: [photo]
Renee: Love the pumpkin clip art Sandra
Devin: the pumpkin looks worried
Sandra: The pumpkin is fine, Devin.
#nt_hike Kayla: I'd love for us to do a volunteer day at the food bank sometime as a team
#d_drive_p Kayla: speaking of, food drive: collection barrels in the lobby Nov 2 to Nov 20, everything goes to Food Bank of the Rockies
#d_drive_a1 Renee: Yes! 100%
#d_drive_a2 Sandra: I'll mention it at the partners' meeting. Yes from me.
#d_drive_a3 Devin: 👍
#t_barrels Kayla: I'll contact the food bank this week to get barrels delivered
#nt_shave Gus: if we hit 500 lbs i'll shave my beard
Devin: screenshotting this
"""),
("2026-10-09 10:45", r"""
#t_savedate_q Renee: @Claudie could you draft a short save-the-date for the party? Thu Dec 10, 4-9, Larimer Lanes, plus-ones $20, bowling optional
#t_savedate_bot Claudie: Of course, here's a draft for you.
#t_savedate_bot_done Claudie: "Save the date! 🎳 The Halvorsen Reed holiday party is Thursday, December 10, 4-9pm, upstairs at Larimer Lanes. Taco bar, drinks, and bowling for those who want it. Plus-ones are welcome at $20 each. The office closes at 3 that day. RSVP form to follow."
Renee: Perfect, thank you Claudie
#t_savedate Kayla: I'll send it out to all staff today with the RSVP form
#n_shirts Kayla: should the committee get matching shirts for the party? lol
#n_shirts_no >n_shirts Renee: Please no
Gus: absolutely not
"""),
("2026-10-09 15:30", r"""
#t_savedate_done Kayla: Save-the-date sent to all-staff, RSVP form linked, deadline Nov 13
#nt_plusone Kayla: everyone please get plus-one names to me by Nov 13 too so I can give lanes a headcount
Devin: rsvp'd. plus one: my plant
Kayla: the plant is $20
Devin: the plant stays home then
#nt_rsvp Gus: already rsvp'd lol, first one
"""),
("2026-10-12 11:20", r"""
Devin: corn maze signups update
#d_maze_drop0 Devin: we have... 5. including me. and two of them said "maybe"
Renee: Oof. Everyone's got kids' soccer on Saturdays I guess
Gus: and it's supposed to be 38 and windy on the 17th
#d_maze_drop_p Renee: Let's just not do the corn maze this year. Not worth it for 5
#d_maze_drop_a1 Kayla: agreed, no outing then
#d_maze_drop_a2 Devin: yeah ok. rip corn maze
#t_maze_drop Devin: didn't buy tickets yet so nothing to cancel
"""),
("2026-10-12 14:05", r"""
#t_barrels_done Kayla: Food bank is dropping off 3 barrels on Friday Oct 30 so they're in the lobby for Nov 2 👍
Renee: great
#d_sweater_p Sandra: An idea for the party: an ugly sweater contest with a $100 gift card for the winner. The partners would love judging it.
#d_sweater_a1 Gus: yessss i have a sweater with lights in it
#d_sweater_a2 Renee: Fun, let's do it
#d_sweater_a3 Devin: 👍👍
#t_sweater Sandra: I'll pick up the gift card and make a little certificate.
Gemma: ooh I love an ugly sweater 🎄🧶
#nt_bot_ballot Gemma: I can make a voting ballot for the sweater contest if you want! 🗳️
"""),
("2026-10-13 08:05", r"""
Kayla: SNOW
Kayla: [photo]
Renee: In October!! My tomatoes
Devin: i biked in. regrets
Gus: the parking garage ramp is an ice rink fyi
Sandra: I'm working from home until the plows come through. Reachable by phone.
Renee: stay safe everyone
Devin: it's already melting lol colorado
"""),
("2026-10-14 10:50", r"""
Gus: btw anyone else's laptop updating itself all morning
Gus: that's me. sorry. it's tuesday patch day
Devin: it's wednesday gus
Gus: exactly
#t_elf Gus: also i'll set up the secret santa on elfster this week so people can do wishlists
Renee: 👍
"""),
("2026-10-15 13:15", r"""
#d_sweater_drop0 Kayla: Hate to be the fun police, but I got a note back from accounting: no prizes or gift cards from the party budget. it counts as a taxable benefit
Kayla: and the committee has $0 of its own money
Sandra: That's disappointing, but rules are rules.
#d_sweater_drop_p Renee: OK, then no sweater contest. People can still wear them, just no prize
#d_sweater_drop_a1 Sandra: Agreed. I'll drop the gift card.
#d_sweater_drop_a2 Gus: my sweater will still light up. in protest
#t_sweater_drop Sandra: I hadn't bought it yet, so nothing to return.
"""),
("2026-10-16 09:40", r"""
#t_elf_hand Gus: ok so confession, i'm out next week (cabin trip) and never did the elfster thing. devin can you take it?
#t_elf_hand_ok Devin: sure i'll set it up this weekend
Renee: Thanks Devin!
#nt_bowl Gus: when i'm back i'll teach you all how to bowl properly one of these days
Sandra: I'll be judging from the lounge, Gus.
"""),
("2026-10-19 18:30", r"""
#d_draw2_p Renee: 📌 Secret Santa: everyone joins the Elfster group by Wed Nov 4, names get drawn automatically Thursday Nov 5. The Boulder folks and the people who work from home Fridays can all be in it that way
#d_draw2_a1 Kayla: 👍 makes sense with hybrid
#d_draw2_a2 Sandra: Good. I'll keep the hat for next year.
#t_elf_done Devin: elfster group's up, link's in the all-staff channel. 14 people joined already
#d_draw2_a3 Devin: draw is set for nov 5 in the settings
Gemma: yay 🎁🎁
#nt_speaker Devin: i can bring my bluetooth speaker to the potluck btw
#nt_speaker_no >nt_speaker Renee: The break room has a speaker now, but thanks!
#t_playlist Devin: i'll make a playlist for the party tho. by the end of the month
"""),
("2026-10-21 12:35", r"""
#t_tv Gus: from the cabin: before the party i'll test the lanes' projector with my laptop for the photo slideshow
Renee: Go enjoy your cabin Gus
#n_snow Kayla: if it snows on Dec 10 like it did in 2023 do we push it?
#n_snow_r >n_snow Renee: let's not borrow trouble, we'll look at the forecast that week
#n_boulder Sandra: Should we invite the Boulder office to the party too?
#n_boulder_no >n_boulder Renee: Budget says no. Maybe a joint spring thing
#nt_bot_drive Claudie: If it helps, I could draft a reminder email for the food drive to go out on Nov 2.
#headcount Kayla: updated headcount after first week of RSVPs: 41 staff, 9 plus-ones
"""),
("2026-10-23 15:40", r"""
Kayla: fire drill at 3:45 today fyi, building mgmt just told me
Devin: do we have to go down all 4 floors
Kayla: yes Devin
Sandra: The stairs are good for you.
Devin: the stairs are not good for me
Renee: Meet at the corner of 17th and Wazee like last time
Kayla: [photo]
Kayla: all accounted for, thanks everyone 👍
Gus: (from the cabin) did anyone leave the coffee machine on. asking for the coffee machine
Renee: Gus go back to your vacation
"""),
("2026-10-26 10:02", r"""
Renee: Potluck this Friday!! @Gemma how's the list?
Gemma: 📋 potluck list now: 19 dishes! chili x2 (Gus + Marco in accounting, rivalry incoming 🌶️), green chile stew, salad, chips, deviled eggs, 3 kinds of cookies, mac and cheese, tamales...
Gemma: desserts: 5 (much better 🙌)
Sandra: There will be a lot of chili.
Gus: there can never be too much chili
Devin: my costume is ready. it's a surprise
#n_printer Gus: i'm going as the 3rd floor printer. jammed and angry
Kayla: lol
"""),
("2026-10-28 17:20", r"""
#t_playlist_re Devin: playlist is like half done, will finish before the party for sure
Renee: no rush that's in December
Kayla: reminder: food drive barrels land Friday, tell your teams
"""),
("2026-10-30 11:55", r"""
Renee: Break room is open, come eat!!
Renee: [photo]
Sandra: Devin is dressed as a traffic cone. I have no further comment.
Devin: i'm a civil engineer's dream
Gus: back from the cabin just in time for chili
Gus: [photo]
Kayla: barrels are in the lobby, food drive starts monday 🥫
"""),
("2026-10-30 14:20", r"""
Renee: thank you all, that was the best potluck in years
Sandra: Marco's chili won, unofficially. Don't tell Gus.
Gus: i saw that
Kayla: leftovers in the fridge until Monday, then they're gone
"""),
("2026-10-31 10:15", r"""
Renee: Quick status before November: party booked (Thu 12/10), taco bar, RSVPs by 11/13, food drive from Monday, Elfster draw 11/5
Gus: what about my projector job
#t_tv_re Gus: i know i know. i'll go by the lanes one evening next week and test it
Devin: playlist still in progress. it's a journey
Renee: 😂 Happy Halloween everyone
Kayla: 12 people joined elfster over lunch yesterday btw, we're at 38
Gemma: 🎃🎃🎃 happy halloween!!
Sandra: Happy Halloween. Devin, please return the traffic cone to the parking garage.
Devin: no comment
"""),
]

DECISIONS = [
    dict(id='d1', text='Holiday party at Copper Kettle taproom, Friday Dec 11',
         stated=['d_kettle_p', 'd_kettle_a1', 'd_kettle_a2', 'd_kettle_a3', 'd_kettle_ok'],
         agreed_by=['Renee', 'Sandra', 'Gus', 'Kayla'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_lanes_p', 'd_lanes_ok']),
    dict(id='d2', text='Party at Larimer Lanes party room (bowling optional), still Friday Dec 11',
         stated=['d_lanes_p', 'd_lanes_r', 'd_lanes_ky', 'd_lanes_a1', 'd_lanes_a2', 'd_lanes_ok'],
         agreed_by=['Gus', 'Kayla', 'Sandra', 'Devin', 'Renee'], objected_by=['Kayla'],
         status='superseded', superseded_by='d3', changed_at=['d_thu_p', 'd_thu_ok']),
    dict(id='d3', text='Party on Thursday Dec 10 at Larimer Lanes (4-9pm), office closes at 3',
         stated=['d_thu_p', 'd_thu_a1', 'd_thu_a2', 'd_thu_a3', 'd_thu_ok', 't_contract_done'],
         agreed_by=['Renee', 'Sandra', 'Kayla', 'Devin'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Secret Santa names drawn from a hat at the Halloween potluck (Oct 30)',
         stated=['d_draw1_p', 'd_draw1_a1', 'd_draw1_a2', 'd_draw1_ok'],
         agreed_by=['Renee', 'Kayla', 'Gus', 'Sandra'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_draw2_p', 'd_draw2_a1', 'd_draw2_a2']),
    dict(id='d5', text='Secret Santa on Elfster: join by Wed Nov 4, automatic draw Thu Nov 5 (includes Boulder and remote staff)',
         stated=['d_draw2_p', 'd_draw2_a1', 'd_draw2_a2', 'd_draw2_a3'],
         agreed_by=['Renee', 'Kayla', 'Sandra', 'Devin'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Party budget: company pays $45 a head for staff; plus-ones welcome at $20 each',
         stated=['d_budget_p', 'd_budget_sd', 'd_budget_a1', 'd_budget_a2', 't_partners_done'],
         agreed_by=['Kayla', 'Sandra', 'Renee', 'Gus'], objected_by=['Sandra'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Halloween potluck lunch Fri Oct 30, noon, 4th-floor break room, costumes optional',
         stated=['d_pot_p', 'd_pot_gs', 'd_pot_a1', 'd_pot_a2'],
         agreed_by=['Renee', 'Gus', 'Kayla', 'Devin'], objected_by=['Gus'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Food drive for Food Bank of the Rockies: barrels in the lobby Nov 2-20',
         stated=['d_drive_p', 'd_drive_a1', 'd_drive_a2', 'd_drive_a3'],
         agreed_by=['Kayla', 'Renee', 'Sandra', 'Devin'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Fall outing: corn maze at Chatfield Farms, Sat Oct 17 (Devin runs it)',
         stated=['d_maze_p', 'd_maze_a1', 'd_maze_a2', 'd_maze_ok'],
         agreed_by=['Devin', 'Renee', 'Kayla'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_maze_drop_p', 'd_maze_drop_a1', 'd_maze_drop_a2']),
    dict(id='d10', text='Ugly sweater contest at the party with a $100 gift card prize',
         stated=['d_sweater_p', 'd_sweater_a1', 'd_sweater_a2', 'd_sweater_a3'],
         agreed_by=['Sandra', 'Gus', 'Renee', 'Devin'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_sweater_drop_p', 'd_sweater_drop_a1', 'd_sweater_drop_a2']),
    dict(id='d11', text='Secret Santa: opt-in, $25 cap',
         stated=['d_santa_p', 'd_santa_r', 'd_santa_dv', 'd_santa_a1', 'd_santa_a2'],
         agreed_by=['Gus', 'Devin', 'Renee', 'Sandra'], objected_by=['Devin'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d12', text="Party food: the lanes' taco bar at $28 a head, with a marked gluten-free (corn tortilla) tray",
         stated=['d_tacos_p', 'd_tacos_a1', 'd_tacos_a2', 'd_tacos_r', 'd_tacos_a3', 'd_tacos_ok'],
         agreed_by=['Renee', 'Kayla', 'Sandra', 'Devin'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_karaoke'], 'proposal not taken up'),                # monthly karaoke → lol no
    (['n_server'], 'joke'),                                  # party in the server room
    (['n_bot_theme'], 'bot suggestion ignored'),             # Gemma: Winter Wonderland
    (['n_white_q', 'n_white_r'], 'question'),                # white elephant? → no
    (['n_bot_chili'], 'bot suggestion ignored'),             # Claudie: chili cook-off
    (['n_shirts', 'n_shirts_no'], 'proposal not taken up'),  # committee shirts → please no
    (['n_snow', 'n_snow_r'], 'hypothetical'),                # if it snows on Dec 10
    (['n_boulder', 'n_boulder_no'], 'proposal not taken up'),  # invite Boulder → budget says no
    (['n_printer'], 'joke'),                                 # dressed as the printer
    (['n_maze_joke'], 'joke'),                                 # get lost, send a drone
]

TODOS = [
    dict(id='t1', owner='Renee', task='Call Copper Kettle for Dec 11 pricing (~60 plus guests)',
         taken=['t_kettle'], due='2026-09-29', status='done', closed_by=['t_kettle_done'], handed_to=None),
    dict(id='t2', owner='Gus', task='Call Larimer Lanes about the party room',
         taken=['t_lanes'], due='2026-10-04', status='done', closed_by=['t_lanes_done'], handed_to=None),
    dict(id='t3', owner='Kayla', task="Get the partners' sign-off on the party budget",
         taken=['t_partners'], due='2026-10-02', status='done', closed_by=['t_partners_done'], handed_to=None),
    dict(id='t4', owner='Renee', task="Sign Larimer Lanes' contract and pay the deposit",
         taken=['t_contract'], due='', status='done', closed_by=['t_contract_done'], handed_to=None),
    dict(id='t5', owner='Renee', task='Book the 4th-floor break room for Oct 30 with building management',
         taken=['t_room'], due='', status='done', closed_by=['t_room_done'], handed_to=None),
    dict(id='t6', owner='Gemma', task='Keep the potluck list of who brings what',
         taken=['t_bot_list'], due='', status='done', closed_by=['t_bot_list_done'], handed_to=None),
    dict(id='t7', owner='Sandra', task='Put potluck flyers up around the office',
         taken=['t_flyer'], due='', status='done', closed_by=['t_flyer_done'], handed_to=None),
    dict(id='t8', owner='Devin', task='Make a corn maze sign-up and buy tickets',
         taken=['t_maze'], due='2026-10-14', status='dropped', closed_by=['d_maze_drop_p', 't_maze_drop'], handed_to=None),
    dict(id='t9', owner='Kayla', task='Contact the food bank to get collection barrels delivered',
         taken=['t_barrels'], due='2026-10-11', status='done', closed_by=['t_barrels_done'], handed_to=None),
    dict(id='t10', owner='Claudie', task='Draft the save-the-date for the party',
         taken=['t_savedate_bot'], due='', status='done', closed_by=['t_savedate_bot_done'], handed_to=None),
    dict(id='t11', owner='Kayla', task='Send the save-the-date and RSVP form to all staff',
         taken=['t_savedate'], due='2026-10-09', status='done', closed_by=['t_savedate_done'], handed_to=None),
    dict(id='t12', owner='Sandra', task='Buy the $100 gift card and make a certificate for the sweater contest',
         taken=['t_sweater'], due='', status='dropped', closed_by=['d_sweater_drop_a1', 't_sweater_drop'], handed_to=None),
    dict(id='t13', owner='Gus', task='Set up the Secret Santa group on Elfster',
         taken=['t_elf', 't_elf_hand_ok'], due='2026-10-18', status='done', closed_by=['t_elf_done'], handed_to='Devin'),
    dict(id='t14', owner='Devin', task='Make a playlist for the party',
         taken=['t_playlist', 't_playlist_re'], due='2026-10-31', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Gus', task="Test the lanes' projector with his laptop for the photo slideshow",
         taken=['t_tv', 't_tv_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_cal'], 'already done'),                          # Sandra already blocked Dec 11
    (['nt_tray'], 'instruction to others'),                # Kayla, ask about allergies
    (['nt_room_offer'], 'already done by someone else'),   # Devin offers to email mgmt → Renee did it
    (['nt_hike'], 'vague wish'),                           # volunteer day sometime
    (['nt_shave'], 'banter promise'),                      # shave the beard at 500 lbs
    (['nt_bot_ballot'], 'bot offer not taken up'),         # Gemma: sweater ballot
    (['nt_plusone'], 'instruction to others'),             # plus-one names by Nov 13
    (['nt_rsvp'], 'already done'),                         # already rsvp'd
    (['nt_bowl'], 'vague promise'),                        # teach you to bowl one of these days
    (['nt_speaker', 'nt_speaker_no'], 'offer declined'),   # bring speaker → break room has one
    (['nt_bot_drive'], 'bot offer not taken up'),          # Claudie: food drive reminder
    (['d_sweater_drop_a2'], 'banter promise'),             # sweater will light up in protest
]

QUESTIONS = [
    # ---- changed
    ('Where and when is the holiday party now?',
     ['d_thu_p', 'd_thu_ok', 't_contract_done'], 'Thursday Dec 10, 4-9pm, upstairs party room at Larimer Lanes', 'changed'),
    ('What was the original plan for the party?',
     ['d_kettle_p', 'd_kettle_ok'], 'Copper Kettle taproom on Friday Dec 11', 'changed'),
    ('Why did we give up on Copper Kettle?',
     ['t_kettle_done', 'd_lanes_p'], 'They now require a $4,000 food and drink minimum on December Fridays plus 20% service; Larimer Lanes is about half', 'changed'),
    ('Why is the party on a Thursday and not the Friday?',
     ['t_lanes_done', 'd_thu_p'], "Larimer Lanes' room was already booked by a law firm on Dec 11; only Thu Dec 10 was open", 'changed'),
    ('How are Secret Santa names being drawn?',
     ['d_draw2_p', 'd_draw2_a3'], 'Automatically on Elfster on Thu Nov 5; people join the group by Wed Nov 4', 'changed'),
    ('How were we first going to do the Secret Santa draw?',
     ['d_draw1_p', 'd_draw1_ok'], 'Names from a hat at the Halloween potluck on Oct 30', 'changed'),
    ('Did the corn maze trip happen?',
     ['d_maze_drop0', 'd_maze_drop_p', 'd_maze_drop_a1'], 'No, only 5 signed up (two maybes), so it was called off with nothing in its place', 'changed'),
    ('Is there still an ugly sweater contest?',
     ['d_sweater_drop0', 'd_sweater_drop_p'], 'No. Accounting said no prizes from the party budget (taxable benefit), so the contest was dropped; sweaters are still welcome', 'changed'),
    # ---- owner
    ('Who set up the Elfster group in the end?',
     ['t_elf', 't_elf_hand', 't_elf_hand_ok', 't_elf_done'], 'Devin (Gus was supposed to but handed it over before his cabin trip)', 'owner'),
    ('Who got the budget approved?',
     ['t_partners', 't_partners_done'], 'Kayla', 'owner'),
    ('Who wrote the save-the-date text?',
     ['t_savedate_q', 't_savedate_bot_done'], 'Claudie (the bot); Kayla sent it out', 'owner'),
    ('Who arranged the food bank barrels?',
     ['t_barrels', 't_barrels_done'], 'Kayla', 'owner'),
    ('Who is handling the projector for the slideshow?',
     ['t_tv', 't_tv_re'], 'Gus', 'owner'),
    # ---- status
    ('Has the lanes deposit been paid?',
     ['t_contract', 't_contract_done'], 'Yes, Renee signed the contract and paid $500', 'status'),
    ("Is Devin's party playlist finished?",
     ['t_playlist', 't_playlist_re'], 'No, about half done; he says it will be ready before the party', 'status'),
    ('Has anyone tested the projector at the lanes yet?',
     ['t_tv', 't_tv_re'], 'Not yet; Gus says he will go one evening next week', 'status'),
    ('Did Sandra buy the gift card for the sweater prize?',
     ['t_sweater', 't_sweater_drop'], 'No, the contest was dropped before she bought it', 'status'),
    ('Did Devin buy corn maze tickets?',
     ['t_maze', 't_maze_drop'], 'No, the outing was cancelled before he bought any', 'status'),
    ('Did the potluck flyers go up?',
     ['t_flyer', 't_flyer_done'], 'Yes, Sandra put them by the coffee machine, both elevators and the kitchen fridge', 'status'),
    # ---- single
    ('How much is the taco bar per person?',
     ['d_tacos_p'], '$28 a head', 'single'),
    ('What do plus-ones pay for the party?',
     ['d_budget_p', 't_partners_done'], '$20 each', 'single'),
    ("What is the spending limit for Secret Santa?",
     ['d_santa_p', 'd_santa_a1'], '$25 (and it is opt-in)', 'single'),
    ('How many barrels is the food bank dropping off?',
     ['t_barrels_done'], 'Three', 'single'),
    ('How big is the party room at the lanes?',
     ['t_lanes_done'], 'Holds 90, with 3 lanes included', 'single'),
    ('Which charity gets the food drive donations?',
     ['d_drive_p'], 'Food Bank of the Rockies', 'single'),
    # ---- temporal
    ('When is the RSVP deadline for the party?',
     ['t_savedate_done'], 'Nov 13', 'temporal'),
    ('When does the food drive run?',
     ['d_drive_p'], 'Nov 2 to Nov 20', 'temporal'),
    ('What hours was the break room booked for the potluck?',
     ['t_room_done'], '11:30 to 2 on Oct 30', 'temporal'),
    ('What time does the office close on party day?',
     ['d_thu_p', 't_partners_done'], 'At 3pm on Thu Dec 10', 'temporal'),
    # ---- multi
    ('Why did Kayla hesitate about the bowling alley and what settled it?',
     ['d_lanes_obj', 'd_lanes_r', 'd_lanes_ky'], "Not everyone can or wants to bowl (Sandra's knee); Gus said the room has a lounge and shuffleboard and bowling is optional, so she agreed", 'multi'),
    ('Why are plus-ones not free this year?',
     ['d_budget_obj', 'd_budget_r', 'd_budget_sd'], "Last year's party ran $1,100 over and the partner asked about it; Sandra objected but accepted $20 if people are told early", 'multi'),
    ('What is the latest headcount for the party and how does the food cost out?',
     ['headcount', 'd_tacos_p', 'd_budget_p'], 'Taco bar at $28 a head within the $45 per staff budget (41 staff and 9 plus-ones at the last count)', 'multi'),
    ('Why did Gus want an evening Halloween event and why was it lunch anyway?',
     ['d_pot_obj', 'd_pot_r', 'd_pot_gs'], 'He felt lunch is rushed; Sandra pointed out half the office has small children with trick-or-treating and parades in the evenings, so he agreed to lunch', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-6, seed=20260928)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
