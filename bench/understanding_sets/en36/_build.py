#!/usr/bin/env python3
"""English neighbourhood tool-library volunteers' chat (Stanton Heights Tool
Library, Pittsburgh): the first Fix-It Fair, fall hours, an overdue policy, a
second pressure washer and a small grant, 2026-09-14 .. 2026-10-18, -04:00 EDT.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Marisol': (5208317469, False),  # coordinator; the parish hall, the school, the bakery in the end
    'Greg': (6093718254, False),     # retired machinist, repair lead; terse, grumbles
    'Priya': (5871420936, False),    # catalog and inventory; the sign-up form, barcode labels
    'Dwayne': (6620194873, False),   # Saturday shift lead; has a truck, jokes
    'Hannah': (5349806172, False),   # treasurer and grants; ER nurse, night shifts
    'Codex': (7702948163, True),     # bot; terse
    'Gemma': (7819320546, True),     # bot; chatty
}

SESSIONS = [
("2026-09-14 19:40", r"""
Marisol: ok fall planning thread, since the summer one turned into 400 messages about the lawnmower
Dwayne: RIP lawnmower thread
Greg: the mower is fine now. someone ran it without oil. again
Priya: I added the bots btw, @Codex and @Gemma, for checklists and flyers and stuff
Codex: Here. Ask when needed.
Gemma: hi hi!! 👋 happy to help with anything, flyers, posts, spreadsheets, you name it
Dwayne: gemma has more energy than all of us combined
#fair_topic Marisol: first thing: the Fix-It Fair. people bring broken lamps, toasters, chairs, we fix them for free, they learn something
Hannah: love it
#d1_p Marisol: thinking Saturday Oct 3, 1 to 5, at St. Brendan's parish hall. they gave us the basement for free last spring
#d1_a1 Greg: fine by me
#d1_a2 Priya: yes!! oct 3 works
#d1_a3 Dwayne: I'm in
#d1_a4 Hannah: works, I'm off that weekend
#d1_ok Marisol: great, Oct 3 it is
#t_hall Marisol: I'll call the parish office tomorrow and get it on their calendar
#t_form Priya: I'll make a sign-up form for repair slots so we know what's coming in. should have it up by thursday
Greg: tell people ONE item each. last time a guy brought 6 vcrs
Dwayne: the vcr guy is a legend
"""),
("2026-09-15 12:20", r"""
#t_hall_done Marisol: parish office says yes, Oct 3 1-5 is ours. Father Tom says we can use the kitchen too
Hannah: 🙌
#d_hours_p Marisol: also fall hours, same as last year? Wed 6-8pm and Sat 10-2
#d_hours_a1 Dwayne: Saturday 10-2 works for me, I'm on saturdays anyway
#d_hours_a2 Greg: yep
#d_hours_a3 Priya: 👍
#nt_hours_sign Dwayne: I'll put the fall hours sign on the door
#nt_hours_sign_r >nt_hours_sign Marisol: already taped it up this morning lol
Dwayne: you're too fast
"""),
("2026-09-16 21:05", r"""
Hannah: money stuff when you have a sec
Hannah: pressure washer waitlist is 11 people. eleven. for one machine
#d_pw_p Hannah: I think we buy a second one. there's a Greenworks electric for $229 and we have ~$900 in the equipment line
#d_pw_obj Greg: those cheap ones die in a season. pump goes, then it's my problem on a tuesday night
#d_pw_r >d_pw_obj Hannah: what would you buy then
#d_pw_r2 Greg: the Ryobi with the brass pump. $279. lasts
#d_pw_tm Greg: if it's that one, fine, get it
#d_pw_a1 Dwayne: +1, people ask me about it every saturday
#d_pw_a2 Marisol: yes get the Ryobi
#t_pw Hannah: ok I'll order it this week
Priya: the waitlist can split in half once it's here
#n_canoe Dwayne: while we're spending money, hear me out: a canoe
Greg: where would a canoe go. on the roof?
Marisol: we don't even have room for the second ladder dwayne
Dwayne: fine. the dream lives on
"""),
("2026-09-17 18:30", r"""
#t_form_done Priya: sign-up form is live! link is on the website and the facebook page
Priya: 3 sign-ups already, two lamps and a "possessed" stand mixer
Greg: possessed how
Priya: "it turns on by itself at night"
Greg: that's a switch. bring it
Hannah: or a ghost
#t_bot_flyer_q Marisol: @Gemma can you write a short flyer for the fair? Oct 3, 1-5pm, St. Brendan's hall basement, free, one item per person, sign up link on the website
#t_bot_flyer Gemma: ooh yes, on it!! ✨
#t_bot_flyer_done Gemma: here you go:\n\nBROKEN? DON'T TOSS IT. 🔧\nStanton Heights Tool Library FIX-IT FAIR\nSaturday, Oct 3, 1-5pm, St. Brendan's Parish Hall (basement)\nBring one broken lamp, toaster, chair, bike part or gadget and fix it with our volunteers. Free!\nSign up for a slot on our website.
#nt_bot_caption Gemma: want me to write an instagram caption and a few hashtags too? 😊
Marisol: this is good, printing 30
"""),
("2026-09-19 10:15", r"""
Dwayne: saturday shift report: 14 checkouts by 10:15, 4 of them were people waiting outside at 9:40
Dwayne: [photo]
Dwayne: this guy returned the tile saw cleaner than we lent it. hero
Greg: frame it
#n_splinter Greg: new policy: we charge by the splinter
Dwayne: greg's pricing model 😂
Marisol: please never say that near a member
#t_bench Dwayne: also mrs kowalski on Hampton St is giving us her late husband's workbench. I'll grab it with the truck next saturday after shift
Hannah: aw that's sweet
Marisol: tell her thank you from all of us
#n_tile_q Priya: q: do we let people keep the tile saw over a weekday night? someone asked
#n_tile_r >n_tile_q Greg: it's always been weekend loans only. that's what the calendar's set up for
Priya: ok I'll tell them
"""),
("2026-09-20 20:40", r"""
#d_late_p Marisol: overdue stuff. we have 9 items out more than 2 weeks. I'd like to drop the $1/day late fees entirely and just pause borrowing for anyone 2 weeks overdue until they bring it back
#d_late_obj Hannah: the fines were $310 last year, that's real money for us
#d_late_r >d_late_obj Marisol: I know, but half the overdue folks are the ones who can least afford a fine and then they just never come back with the tool
Priya: the Denver library did this and got more stuff back, I read about it
#d_late_tm Hannah: ...ok fair. pause instead of fines, I'm in
#d_late_a1 Greg: fine
#d_late_a2 Dwayne: good, I hate collecting quarters
#d_late_ok Marisol: done then. no more late fees, borrowing paused after 2 weeks overdue
#t_remind Priya: I'll set up automatic reminder emails in the catalog, day 7 and day 14. by next weekend
#n_bot_deposit_q Hannah: @Codex what do other tool libraries do about stuff that never comes back at all
Codex: Common options: 1) member agreement with replacement cost, 2) refundable deposit on high-value tools, 3) suspend membership. Most small libraries use 1 and 3.
#n_bot_deposit Codex: Recommend: $50 deposit on anything over $200.
#n_bot_deposit_r Marisol: deposits keep out exactly the people we're for. no
"""),
("2026-09-22 19:10", r"""
#d_sat_p Dwayne: saturdays: doors 9, lock up at 1, from the 26th. market people are banging on the door at 8:45 anyway and nobody comes after 12:30
#d_sat_a1 Marisol: makes sense 👍
#d_sat_a2 Greg: 9 is better. I'm up at 5 regardless
#d_sat_a3 Priya: 👍 people keep asking why we open so late anyway
Hannah: I'll be asleep for all of these hours lol, night shifts
#nt_sign2 Priya: oh and I already relabeled the sanders last night, the barcodes were peeling
Greg: finally
"""),
("2026-09-23 13:05", r"""
Marisol: ugh
#hall_clash Marisol: parish office just called. the secretary double-booked Oct 3, there's a wedding reception setup in the hall from noon
Priya: nooo
Greg: figures
#d2_p Marisol: they offered Saturday Oct 10 instead, same time 1-5. take it?
#d2_obj >d2_p Dwayne: oct 10 is my kid's travel soccer tournament in Erie. all day
#d2_a1 Hannah: 10th works for me
#d2_a2 Greg: fine
#d2_a3 Priya: yes
#d2_dw Dwayne: actually her games are friday night and saturday morning, I can drive back by 2. count me in for the second half
#d2_ok Marisol: ok Oct 10 1-5, telling the parish now
#t_hall2 Marisol: I'll get the 10th confirmed in writing this time
Gemma: want me to update the flyer date to Oct 10? 🙂
Marisol: yes please
Gemma: done! same flyer, now says Saturday, Oct 10, 1-5pm 🔧
Marisol: ty. reprinting
"""),
("2026-09-24 21:30", r"""
#t_hall2_done Marisol: got the email from the parish: Oct 10 1-5 confirmed, in writing
Hannah: 🙏
#school_p Marisol: other idea I've been sitting on: a little satellite shelf at Fulton Elementary. kid-size hammers, screwdrivers, a couple hand drills. teachers borrow for projects
#d_school_a1 Priya: omg yes
#d_school_a2 Hannah: love this
#d_school_a3 Dwayne: I can build the shelf unit
#d_school_ok Marisol: ok let's do it, I'll ask the principal
#t_school Marisol: I'll email Ms. Ortiz tomorrow about it
#t_shelf Dwayne: and I'll build a small rolling shelf for it out of the scrap oak in the back, couple weekends
Greg: use the pocket screws not the nails
Dwayne: yes dad
"""),
("2026-09-26 13:20", r"""
Dwayne: first 9-1 saturday: 22 checkouts. told you
Marisol: 🎉
#t_bench_done Dwayne: and the workbench is in the back room. solid maple, weighs a ton
Dwayne: [photo]
Greg: that's a good bench. old Sears vise too
Hannah: send mrs k the photo!
Dwayne: already did, she cried a little
#nt_deck Dwayne: I should teach a deck-staining workshop one of these days
Priya: you should!!
Dwayne: one of these days
"""),
("2026-09-28 20:15", r"""
#t_remind_done Priya: reminder emails are on. day 7 and day 14 go out automatically, the day-14 one says borrowing is paused until the return
Marisol: amazing
#t_pw_done >t_pw Hannah: pressure washer #2 ordered, the Ryobi. arrives thursday
Greg: good
#d_ori_p Greg: while we're at it. table saw, miter saw and the chainsaw: nobody borrows them without a 15 min orientation with me or Dwayne first
#d_ori_obj Priya: that's going to slow down checkout a lot on saturdays though
#d_ori_r >d_ori_obj Greg: it's once per person, not every time. you tick a box in the catalog
#d_ori_tm Priya: ok if it's a one-time flag in their profile I can do that. fine
#d_ori_a1 Dwayne: yes, after the chainsaw thing in june
#d_ori_a2 Marisol: agreed
#t_bot_waiver_q Greg: @Codex write a one-page orientation checklist for table saw, miter saw, chainsaw. plain words
#t_bot_waiver Codex: Drafting.
#t_bot_waiver_done Codex: Power tool orientation (one time per member)\n1. Show ID, sign member agreement\n2. Guard, riving knife, blade height (table saw)\n3. Clamp work, hands 6 in. from blade (miter saw)\n4. Chain brake, chaps, kickback zone (chainsaw)\n5. Return clean, no fuel in chainsaw\n6. Staff initials + date in catalog
#nt_bot_grid Codex: Can also make a staff sign-off grid.
#nt_fuel Greg: and tell people: chainsaw comes back with NO gas in it
"""),
("2026-09-29 12:00", r"""
#grant_p Hannah: grant thing: the Allegheny Small Things Fund has a fall round, up to $2,500, deadline Oct 9. I'd ask for shelving and a dust collector
#d_grant_a1 Marisol: yes apply!
#d_grant_a2 Greg: dust collector yes please
#d_grant_a3 Priya: do it
#d_grant_ok Hannah: ok applying for the full $2,500
#t_grant Hannah: I'll write it on my days off and submit by the 9th
#nt_cake Hannah: if we get it I'm baking a cake shaped like a dust collector
Dwayne: I need to see this
"""),
("2026-09-30 19:40", r"""
#school_no >t_school Marisol: heard back from Ms. Ortiz. she loves it but the district's insurance won't cover anything "tool-like" on school property. not even screwdrivers
Hannah: oh come on
Priya: screwdrivers!!
#d_school_drop_p Marisol: so the school shelf is off. no point fighting the district
#d_school_drop_a1 Dwayne: bummer. ok
#d_school_drop_a2 Hannah: yeah let it go
#t_shelf_drop Dwayne: I'll leave the oak in the back then, hadn't cut anything yet
#nt_storefront Marisol: someday we'll have a real storefront with a kids' corner and none of this will be a problem
"""),
("2026-10-01 11:30", r"""
Marisol: you will not believe this
#hall_floor Marisol: parish says the hall floor gets refinished Oct 9-10. they forgot. the hall is unusable that saturday
Greg: unbelievable
Priya: is this a sign
#d3_p Marisol: they can give us Sunday Oct 11, 1-5 instead, after the last mass. I'd say yes, it's that or November
#d3_a1 Hannah: Sunday works even better for me honestly
#d3_a2 Priya: 11th is fine
#d3_a3 Dwayne: sunday's great, no soccer
#d3_a4 Greg: ok
#d3_ok Marisol: Sunday Oct 11, 1-5. final answer. I'm not moving it again
#t_hall3 Marisol: I'll go over there in person tomorrow and get it in writing
Priya: flyer needs the new date. again 🙃
Marisol: fixed it on my phone while they were talking
#nt_tie Greg: if this thing gets 50 people I'll wear a tie
Dwayne: screenshotted
"""),
("2026-10-02 17:10", r"""
#t_hall3_done Marisol: in writing, signed by Father Tom himself. Sunday Oct 11 1-5
Hannah: lol framed
#pw_arrived Dwayne: new pressure washer came in yesterday, Greg already took the cover off
Greg: checking the pump. it's fine
"""),
("2026-10-03 14:00", r"""
Dwayne: [photo]
Dwayne: saturday haul: someone donated 3 boxes of clamps
Greg: never enough clamps
#d_raffle_p Dwayne: also the miter saw that came in with the clamps, we could raffle it at the fair to raise money
#d_raffle_a1 Hannah: yes, $2 tickets, that'd help with the fines gap
#d_raffle_a2 Marisol: fun, let's do it
#t_raffle Greg: I'll go over the saw first, clean it, new blade, make sure it's safe. this week
Priya: I'll put it on the flyer? @Gemma
Gemma: added a line: "Raffle: win a refurbished miter saw! $2 tickets" 🎟️
"""),
("2026-10-05 20:10", r"""
#d_snack_p Marisol: fair snacks: coffee urn from the parish and 3 dozen donuts from Duranti's? they do a nonprofit discount
#d_snack_a1 Priya: DURANTI'S
#d_snack_a2 Hannah: yes the apple fritters
#d_snack_a3 Greg: coffee is the important part
#t_donut Dwayne: I'll order the donuts, I go by there every morning anyway
#nt_shifts Marisol: and everybody please sign up for a fair shift on the sheet by wednesday
Priya: done already
#n_fair_empty Hannah: what if nobody shows up lol
#n_fair_empty_r Greg: then we fix each other's toasters
"""),
("2026-10-06 21:45", r"""
#raffle_dead >t_raffle Greg: bad news on the miter saw. motor bearing is shot and the base is cracked. not safe, not worth fixing
Dwayne: damn
#d_raffle_drop_p Marisol: ok no raffle then
#d_raffle_drop_a1 Hannah: agreed, not raffling a broken saw
#d_raffle_drop_a2 Dwayne: yeah
#t_raffle_drop Greg: I'm not touching it further. it goes out with the scrap
#nt_haul Dwayne: I can haul it to the dump in the truck
#nt_haul_no >nt_haul Greg: scrap guy comes thursday anyway, leave it by the door
Gemma: took the raffle line off the flyer! 👍
#n_bot_totw Gemma: also idea: a weekly "tool of the week" post could really grow the instagram!! 📸
Priya: maybe after the fair
"""),
("2026-10-07 08:05", r"""
#t_donut_hand Dwayne: guys I got put on doubles at the warehouse thru sunday morning. can someone else do the duranti's order
#t_donut_hand_ok Marisol: I'll do it, I'm there friday anyway
Dwayne: ty ty, I'll still make the fair
#nt_ins Hannah: fyi I paid the liability insurance renewal this morning, we're covered through next september
Marisol: thank you!!
"""),
("2026-10-08 16:30", r"""
#t_chisel Greg: I'll sharpen the chisel set and the plane irons before sunday so the fair table has decent tools
Priya: sign-ups at 31 btw. 9 lamps, 6 small appliances, 5 chairs, bikes, 1 possessed mixer
Greg: the mixer is mine
#n_borrowers Dwayne: we should rename ourselves The Borrowers
Hannah: the what
Dwayne: the book? tiny people? no? ok
"""),
("2026-10-09 22:50", r"""
#t_grant_done >t_grant Hannah: grant submitted!!! $2,500 for shelving + dust collector. they decide in november
Marisol: you're a hero. on a night shift too?
Hannah: on my break lol
#t_donut_done >t_donut_hand_ok Marisol: donuts ordered, 3 dozen from Duranti's, pickup sunday 12:15. they gave us 20% off
Greg: coffee?
Marisol: parish urn, it's fine greg
"""),
("2026-10-10 18:00", r"""
#t_chisel_done >t_chisel Greg: chisels and plane irons sharp. don't let anyone use them as screwdrivers
Dwayne: tomorrow 12:30 setup?
Marisol: 12:30, bring extension cords
Priya: label printer is already in my car
Hannah: I'm off tonight so I'll actually be awake for once lol
Greg: miracles
"""),
("2026-10-11 12:35", r"""
Dwayne: here, unloading
Greg: who has the extension cords
Dwayne: me. relax
Marisol: [photo]
+20m Priya: people lining up already 😳
+1h Greg: mixer fixed. it was the switch. told you
Hannah: [photo]
+50m Dwayne: lamp count: 7 fixed, 1 beyond saving
+1h #fair_count Priya: final count 47 people signed in, 38 items fixed, 6 new members signed up at the table!
Dwayne: 47, greg
Greg: 47 isn't 50
Hannah: lol
"""),
("2026-10-11 19:30", r"""
Marisol: what a day. thank you all
#t_labels Priya: I'll reprint the barcode labels for the drills next week, a bunch got scuffed today
#t_thanks Hannah: and I'll write thank-you cards to the parish and Duranti's
Greg: the chisels survived
Dwayne: greg smiled twice today, I counted
Greg: no I didn't
"""),
("2026-10-14 19:05", r"""
Dwayne: wednesday shift: 9 checkouts, 2 new members from the fair
Marisol: love that
#n_photo_card Hannah: should member cards have photos? would help on saturdays
Priya: meh, more printing, most people just give their name
Hannah: fair
#pw_busy Dwayne: both pressure washers out all weekend btw, waitlist down to 3
Greg: the ryobi came back clean. good
"""),
("2026-10-17 13:15", r"""
Dwayne: saturday: 19 checkouts, a guy returned the post hole digger he had since july 😂
Marisol: the day-14 emails work
Priya: he said he "kept getting emails" lol
Hannah: hows the grant looking lol too early I know
Marisol: november, patience
#n_sunday Hannah: if the grant comes through we could open sunday afternoons too
#n_sunday_r >n_sunday Marisol: let's get the money first lol
Greg: and find someone who wants sundays
"""),
("2026-10-18 20:20", r"""
Marisol: quick recap for the minutes: fair was Sunday, 47 people, 38 fixes, 6 new members. next one in spring?
Greg: spring. with a bigger hall
Priya: labels still on my list, sorry, this week got away from me
Hannah: cards too, I'm on nights till wednesday
Marisol: no rush ❤️
"""),
]

DECISIONS = [
    dict(id='d1', text='Fix-It Fair on Saturday Oct 3, 1-5pm, St. Brendan\'s parish hall basement',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 'd1_a4', 'd1_ok', 't_hall_done'],
         agreed_by=['Marisol', 'Greg', 'Priya', 'Dwayne', 'Hannah'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_ok']),
    dict(id='d2', text='Fair moved to Saturday Oct 10, 1-5pm (parish double-booked Oct 3)',
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_a3', 'd2_dw', 'd2_ok', 't_hall2_done'],
         agreed_by=['Marisol', 'Hannah', 'Greg', 'Priya', 'Dwayne'], objected_by=['Dwayne'],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_ok']),
    dict(id='d3', text='Fair on Sunday Oct 11, 1-5pm, same hall (floor refinishing on the 9th-10th)',
         stated=['d3_p', 'd3_a1', 'd3_a2', 'd3_a3', 'd3_a4', 'd3_ok', 't_hall3_done'],
         agreed_by=['Marisol', 'Hannah', 'Priya', 'Dwayne', 'Greg'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Fall hours: Wednesday 6-8pm and Saturday 10am-2pm',
         stated=['d_hours_p', 'd_hours_a1', 'd_hours_a2', 'd_hours_a3'],
         agreed_by=['Marisol', 'Dwayne', 'Greg', 'Priya'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_sat_p', 'd_sat_a1']),
    dict(id='d5', text='Saturday hours 9am-1pm from Sept 26 (Wednesday evenings unchanged)',
         stated=['d_sat_p', 'd_sat_a1', 'd_sat_a2', 'd_sat_a3'],
         agreed_by=['Dwayne', 'Marisol', 'Greg', 'Priya'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='No more late fees; borrowing is paused for anyone two weeks overdue until the item is back',
         stated=['d_late_p', 'd_late_r', 'd_late_tm', 'd_late_a1', 'd_late_a2', 'd_late_ok'],
         agreed_by=['Marisol', 'Hannah', 'Greg', 'Dwayne'], objected_by=['Hannah'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Buy a second pressure washer: the Ryobi with the brass pump ($279)',
         stated=['d_pw_p', 'd_pw_r2', 'd_pw_tm', 'd_pw_a1', 'd_pw_a2'],
         agreed_by=['Hannah', 'Greg', 'Dwayne', 'Marisol'], objected_by=['Greg'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='One-time 15-minute orientation (Greg or Dwayne) before borrowing the table saw, miter saw or chainsaw, flagged in the catalog',
         stated=['d_ori_p', 'd_ori_r', 'd_ori_tm', 'd_ori_a1', 'd_ori_a2'],
         agreed_by=['Greg', 'Priya', 'Dwayne', 'Marisol'], objected_by=['Priya'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Fair snacks: parish coffee urn and 3 dozen donuts from Duranti\'s',
         stated=['d_snack_p', 'd_snack_a1', 'd_snack_a2', 'd_snack_a3', 't_donut_done'],
         agreed_by=['Marisol', 'Priya', 'Hannah', 'Greg'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Satellite shelf of kid-size tools at Fulton Elementary',
         stated=['school_p', 'd_school_a1', 'd_school_a2', 'd_school_a3', 'd_school_ok'],
         agreed_by=['Marisol', 'Priya', 'Hannah', 'Dwayne'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_school_drop_p', 'd_school_drop_a1', 'd_school_drop_a2']),
    dict(id='d11', text='Raffle the donated miter saw at the fair ($2 tickets)',
         stated=['d_raffle_p', 'd_raffle_a1', 'd_raffle_a2'],
         agreed_by=['Dwayne', 'Hannah', 'Marisol'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_raffle_drop_p', 'd_raffle_drop_a1', 'd_raffle_drop_a2']),
    dict(id='d12', text='Apply to the Allegheny Small Things Fund for the full $2,500 (shelving and a dust collector)',
         stated=['grant_p', 'd_grant_a1', 'd_grant_a2', 'd_grant_a3', 'd_grant_ok'],
         agreed_by=['Hannah', 'Marisol', 'Greg', 'Priya'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_canoe'], 'proposal not taken up'),                      # a canoe → no room
    (['n_tile_q', 'n_tile_r'], 'question'),                      # tile saw overnight?
    (['n_bot_deposit_q'], 'question'),                           # what do other libraries do
    (['n_bot_deposit', 'n_bot_deposit_r'], 'bot suggestion ignored'),  # Codex: $50 deposit
    (['n_fair_empty', 'n_fair_empty_r'], 'hypothetical'),        # what if nobody shows up
    (['n_bot_totw'], 'bot suggestion ignored'),                  # Gemma: tool of the week
    (['n_borrowers'], 'joke'),                                   # rename The Borrowers
    (['n_photo_card'], 'proposal not taken up'),                 # photo member cards
    (['n_splinter'], 'joke'),                                    # charge by the splinter
    (['n_sunday', 'n_sunday_r'], 'hypothetical'),                # if the grant comes, Sundays
]

TODOS = [
    dict(id='t1', owner='Marisol', task='Book St. Brendan\'s parish hall for the fair (and re-confirm it in writing after each move)',
         taken=['t_hall', 't_hall2', 't_hall3'], due='2026-09-15', status='done',
         closed_by=['t_hall_done', 't_hall2_done', 't_hall3_done'], handed_to=None),
    dict(id='t2', owner='Priya', task='Make the repair-slot sign-up form for the fair',
         taken=['t_form'], due='2026-09-17', status='done', closed_by=['t_form_done'], handed_to=None),
    dict(id='t3', owner='Hannah', task='Order the second pressure washer (Ryobi)',
         taken=['t_pw'], due='2026-09-20', status='done', closed_by=['t_pw_done'], handed_to=None),
    dict(id='t4', owner='Dwayne', task='Pick up Mrs. Kowalski\'s donated workbench with the truck',
         taken=['t_bench'], due='2026-09-26', status='done', closed_by=['t_bench_done'], handed_to=None),
    dict(id='t5', owner='Priya', task='Set up automatic overdue reminder emails (day 7 and day 14) in the catalog',
         taken=['t_remind'], due='2026-09-27', status='done', closed_by=['t_remind_done'], handed_to=None),
    dict(id='t6', owner='Gemma', task='Write the Fix-It Fair flyer',
         taken=['t_bot_flyer'], due='', status='done', closed_by=['t_bot_flyer_done'], handed_to=None),
    dict(id='t7', owner='Codex', task='Write the one-page power-tool orientation checklist',
         taken=['t_bot_waiver'], due='', status='done', closed_by=['t_bot_waiver_done'], handed_to=None),
    dict(id='t8', owner='Marisol', task='Email Ms. Ortiz (Fulton Elementary principal) about the satellite shelf',
         taken=['t_school'], due='2026-09-25', status='done', closed_by=['school_no'], handed_to=None),
    dict(id='t9', owner='Dwayne', task='Build a small rolling shelf unit for the school out of scrap oak',
         taken=['t_shelf'], due='', status='dropped', closed_by=['d_school_drop_p', 't_shelf_drop'], handed_to=None),
    dict(id='t10', owner='Hannah', task='Write and submit the Small Things Fund grant application',
         taken=['t_grant'], due='2026-10-09', status='done', closed_by=['t_grant_done'], handed_to=None),
    dict(id='t11', owner='Greg', task='Go over the donated miter saw (clean, new blade, safety check) for the raffle',
         taken=['t_raffle'], due='2026-10-04', status='dropped', closed_by=['d_raffle_drop_p', 't_raffle_drop'], handed_to=None),
    dict(id='t12', owner='Dwayne', task='Order 3 dozen donuts from Duranti\'s for the fair',
         taken=['t_donut', 't_donut_hand_ok'], due='', status='done', closed_by=['t_donut_done'], handed_to='Marisol'),
    dict(id='t13', owner='Greg', task='Sharpen the chisel set and plane irons for the fair table',
         taken=['t_chisel'], due='2026-10-10', status='done', closed_by=['t_chisel_done'], handed_to=None),
    dict(id='t14', owner='Priya', task='Reprint the scuffed barcode labels for the drills',
         taken=['t_labels'], due='2026-10-18', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Hannah', task='Write thank-you cards to the parish and Duranti\'s',
         taken=['t_thanks'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_hours_sign', 'nt_hours_sign_r'], 'already done by someone else'),  # hours sign → Marisol taped it
    (['nt_bot_caption'], 'bot offer not taken up'),          # Gemma: instagram caption
    (['nt_sign2'], 'already done'),                          # relabeled the sanders last night
    (['nt_deck'], 'vague promise'),                          # deck-staining workshop one of these days
    (['nt_bot_grid'], 'bot offer not taken up'),             # Codex: sign-off grid
    (['nt_fuel'], 'instruction to others'),                  # chainsaw back with no gas
    (['nt_storefront'], 'vague wish'),                       # someday a storefront
    (['nt_shifts'], 'instruction to others'),                # sign up for a fair shift by wednesday
    (['nt_haul', 'nt_haul_no'], 'offer declined'),           # haul the saw → scrap guy thursday
    (['nt_ins'], 'already done'),                            # paid the insurance renewal
    (['nt_tie'], 'banter promise'),                          # tie at 50 people
    (['nt_cake'], 'banter promise'),                         # dust-collector cake
]

QUESTIONS = [
    # ---- changed
    ('What day is the Fix-It Fair happening in the end?',
     ['d1_ok', 'd2_ok', 'd3_ok'],
     'Sunday Oct 11, 1-5pm at St. Brendan\'s (first Oct 3, then Oct 10)', 'changed'),
    ('When was the fair originally planned for?',
     ['d1_p', 'd1_ok'], 'Saturday Oct 3, 1-5pm', 'changed'),
    ('Why did the fair leave Oct 3?',
     ['hall_clash', 'd2_p'], 'The parish double-booked the hall with a wedding reception setup; they offered Oct 10', 'changed'),
    ('Why couldn\'t we do the 10th after all?',
     ['hall_floor', 'd3_p'], 'The hall floor was being refinished Oct 9-10, so it went to Sunday Oct 11', 'changed'),
    ('What are the Saturday opening hours now?',
     ['d_hours_p', 'd_sat_p'], '9am to 1pm (since Sept 26); it was 10 to 2 before', 'changed'),
    ('What were the Saturday hours at the start of the fall?',
     ['d_hours_p', 'd_hours_a1'], '10am to 2pm', 'changed'),
    ('Is the kids\' tool shelf at the elementary school going ahead?',
     ['school_no', 'd_school_drop_p'], 'No, dropped: the district insurance won\'t allow tools on school property', 'changed'),
    ('Did the miter saw raffle happen?',
     ['raffle_dead', 'd_raffle_drop_p', 'd_raffle_drop_a1'], 'No, called off: the saw\'s motor bearing was shot and the base cracked', 'changed'),
    # ---- owner
    ('Who placed the donut order for the fair?',
     ['t_donut', 't_donut_hand', 't_donut_hand_ok', 't_donut_done'],
     'Marisol (Dwayne offered first but got put on double shifts)', 'owner'),
    ('Who got the Kowalski workbench into the back room?',
     ['t_bench', 't_bench_done'], 'Dwayne, with his truck', 'owner'),
    ('Who wrote the fair flyer?',
     ['t_bot_flyer_q', 't_bot_flyer_done'], 'Gemma (the bot)', 'owner'),
    ('Who put together the power tool checklist?',
     ['t_bot_waiver_q', 't_bot_waiver_done'], 'Codex (the bot)', 'owner'),
    ('Who handled the grant application?',
     ['t_grant', 't_grant_done'], 'Hannah', 'owner'),
    # ---- status
    ('Are the drill labels reprinted yet?',
     ['t_labels'], 'Not yet, Priya said it got away from her this week', 'status'),
    ('Did the thank-you cards go out?',
     ['t_thanks'], 'Not yet, Hannah is on nights till Wednesday', 'status'),
    ('Is the overdue reminder email thing running?',
     ['t_remind', 't_remind_done'], 'Yes, day 7 and day 14 emails go out automatically', 'status'),
    ('Did Dwayne build the school shelf?',
     ['t_shelf', 't_shelf_drop'], 'No, the school shelf was dropped before he cut anything', 'status'),
    ('Did Greg get the miter saw ready for the raffle?',
     ['t_raffle', 'raffle_dead', 't_raffle_drop'], 'No, it was unsafe and not worth fixing; it goes out with the scrap', 'status'),
    ('Has the grant application been sent?',
     ['t_grant', 't_grant_done'], 'Yes, Hannah submitted it Oct 9; decision in November', 'status'),
    # ---- single
    ('How much did the second pressure washer cost?',
     ['d_pw_r2'], '$279 (Ryobi with a brass pump)', 'single'),
    ('How much are we asking the fund for?',
     ['grant_p', 'd_grant_ok'], '$2,500, for shelving and a dust collector', 'single'),
    ('How many things got fixed at the fair?',
     ['fair_count'], '38 items (47 people signed in, 6 new members)', 'single'),
    ('How much did late fines bring in last year?',
     ['d_late_obj'], '$310', 'single'),
    ('Which power tools need the orientation first?',
     ['d_ori_p'], 'The table saw, the miter saw and the chainsaw', 'single'),
    ('Who pushed back on buying the cheaper pressure washer?',
     ['d_pw_obj', 'd_pw_tm'], 'Greg; he agreed once it was the Ryobi with the brass pump', 'single'),
    # ---- temporal
    ('When was the donut pickup?',
     ['t_donut_done'], 'Sunday (fair day) at 12:15', 'temporal'),
    ('When did the new pressure washer arrive?',
     ['t_pw_done', 'pw_arrived'], 'Thursday Oct 1 (ordered Sept 28; Dwayne reported it the next day)', 'temporal'),
    ('When does the fund decide on the grant?',
     ['t_grant_done'], 'In November', 'temporal'),
    ('Starting which Saturday did the earlier hours apply?',
     ['d_sat_p'], 'Saturday Sept 26', 'temporal'),
    # ---- multi
    ('Why did we stop charging late fees, and what happens to overdue people now?',
     ['d_late_p', 'd_late_r', 'd_late_ok'],
     'Fines drove away the members least able to pay; now borrowing is paused after two weeks overdue until the item is back', 'multi'),
    ('How did Priya\'s worry about the orientation get resolved?',
     ['d_ori_obj', 'd_ori_r', 'd_ori_tm'],
     'She worried it would slow Saturday checkout; it is once per person as a flag in the catalog, so she agreed', 'multi'),
    ('Did Greg end up wearing a tie?',
     ['nt_tie', 'fair_count'], 'No: he promised one at 50 people and 47 signed in', 'multi'),
    ('How did the Oct 10 date work for Dwayne given his kid\'s tournament?',
     ['d2_obj', 'd2_dw'], 'Games were Friday night and Saturday morning in Erie, so he could be back by 2 for the second half', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-4, seed=20260914)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
