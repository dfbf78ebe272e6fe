#!/usr/bin/env python3
"""English Toastmasters club officers' chat (Story Bridge Speakers, Brisbane):
the club's 10th-anniversary open night and a Speechcraft course,
2026-08-10 .. 2026-09-13, +10:00 (AEST, no DST in Queensland).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Marg': (6230918475, False),     # president, 61; retired nurse; full sentences; venues, Graham at the bowls club
    'Tevita': (5819302746, False),   # VP education, 36; civil engineer; speakers, programme, Speechcraft; his mum cooks
    'Chloe': (7041829365, False),    # VP public relations, 26; lowercase, emoji; Meetup, Facebook, the radio invite
    'Darren': (6610293857, False),   # treasurer, 48; accountant; terse; money, payments, renewals
    'Ash': (5920471836, False),      # sergeant at arms, 32; electrician; jokes; the storage cage; sent to Gladstone
    'Claudie': (7481920365, True),   # bot: polite
    'Codex': (7709182634, True),     # bot: terse
}

SESSIONS = [
("2026-08-10 19:15", r"""
Marg: Evening all. Quick one before Thursday.
Marg: The club turns ten in September! Charter night was 4 September 2016. I think we should mark it with an open night and drag in as many guests as we can.
Chloe: omg ten years 🎉
Ash: older than my ute
Tevita: Love it. Good excuse for a membership push too, we're down to 19
#d1_p Marg: My thinking: Thursday 3 September, 6:30, our usual room at the bowls club. Same night, same place, people know where to find us.
#d1_a1 Chloe: yes!! 3rd works
#d1_a2 Darren: Fine by me.
#d1_a3 >d1_p Ash: 👍
#d1_a4 Tevita: I'm in
#d1_ok Marg: Lovely. Open night Thursday 3 September it is.
#t1_take Marg: I'll ring Graham at the bowls club tomorrow and make sure nobody else has the function room.
#t2_take Chloe: i'll do the meetup event and a fb post once the room's confirmed
Marg: Thank you Chloe.
#n_tiktok Chloe: also random thought, should we start a club tiktok? short clips of table topics would go off
Ash: you are not filming me
Darren: I don't know what half those words mean
Chloe: lol ok
"""),
("2026-08-11 12:30", r"""
#t1_done Marg: Spoke to Graham. Function room is ours on Thursday the 3rd from 6 to 9, no charge as usual.
Tevita: legend
Ash: does he still have the bad knee
Marg: Both knees now, poor man.
"""),
("2026-08-12 20:05", r"""
Tevita: Programme thoughts for the 3rd
#d7_p Tevita: I'd like to run it as a full regular meeting so guests see the real thing. Three prepared speeches, three evaluations, table topics, general evaluator. About two hours.
#d7_marg >d7_p Marg: Two hours is a lot to ask of guests on a weeknight. I'd rather three short showcase speeches, table topics for the guests, awards, and out the door inside ninety minutes.
#d7_a1 Chloe: agree with marg tbh. my friends will bail at the 1hr mark
#d7_a2 Darren: Ninety minutes max.
#n_joke_topics Chloe: or we just make ash do table topics for the full two hours
#d7_r Marg: We could keep one evaluation as a demo, Tevita. Evaluations are what make us different from a TED night.
#d7_ok1 Tevita: Ok fair. Three showcase speeches, table topics for guests, one evaluation demo, awards. I'll do the evaluation myself.
#d7_ok Marg: Perfect. Ninety minutes, that format.
#t4_take Tevita: I'll line up the three speakers by next Thursday. Thinking Priyanka, Sione and maybe Bruce if he's back from Bali
#n_cable Ash: I could do a seven minute speech on cable management. guaranteed to clear the room
Chloe: 😂 save it for the christmas party
Ash: you'll regret this
"""),
("2026-08-13 21:10", r"""
Chloe: meetup event is live! meetup.com/story-bridge-speakers "Story Bridge Speakers turns 10: open night"
Chloe: fb post scheduled for tomorrow 7am
#t2_done Chloe: and i put it in the brisbane public speaking meetup group too, 3 rsvps already 👀
Marg: Wonderful.
#d9_p Darren: Can we have RSVPs through Meetup only? Last time we had people emailing, texting, messaging the page. I never knew the numbers.
#d9_a1 Chloe: yes pls, one list
#d9_p2 Marg: Agreed. And cap guests at 40, that's what the room seats comfortably.
#d9_a2 >d9_p2 Tevita: 👍
#d9_ok Chloe: done, set the meetup limit to 40 guests
#nt_wish Marg: One day I'd love us to have our own little room somewhere. Lectern stays set up, banner on the wall.
Ash: and a bar fridge
Marg: Naturally.
"""),
("2026-08-14 07:10", r"""
Chloe: fb post is out, 14 likes already
Ash: who's the guy in the photo
Chloe: that's you ash. 2019
Ash: i had hair
Marg: You had a mullet, dear.
Darren: It was a choice.
"""),
("2026-08-15 10:40", r"""
Darren: Food for the 3rd.
#d4_p Darren: Three Woolies party platters and a mud cake, click and collect. About $180 all up.
#d4_a1 Marg: That sounds fine, Darren.
#d4_a2 Chloe: the sushi platter pls 🍣
#t3_take Darren: I'll order it the week before and pick it up on the day.
#n_raffle Darren: Also thinking a raffle to cover costs.
#n_raffle_r >n_raffle Marg: Raffles need a permit in Queensland once there's real money in it. Not worth the paperwork for one night.
Darren: Noted.
Ash: meat tray raffle is the bowls club's religion though
Marg: And they have the permit, Ash.
"""),
("2026-08-17 19:50", r"""
Marg: Bad news from the bowls club.
#why_d2 Marg: Graham rang. A long-time member passed away and the family want the function room for the wake on Thursday the 3rd. He was very apologetic, but the club has to give it to them.
Chloe: oh no 😢 that's fair tho
Darren: Fair enough.
#d2_p Marg: He's offered us Thursday the 10th instead. Same room, same time, 6:30.
#d2_obj Tevita: Hmm. I think I'm in Sydney for work the week of the 7th, not sure which days though.
#d2_a1 Chloe: 10th works for me
#d2_a2 Ash: same
#d2_a3 Darren: Either is fine.
"""),
("2026-08-18 08:15", r"""
#d2_tev >d2_obj Tevita: Found the booking email. Sydney is Monday to Wednesday, I'm back Wednesday night. 10th is fine.
#d2_ok Marg: Then it's Thursday 10 September, 6:30, bowls club. Graham's pencilled us in.
#d2_meetup Chloe: updated meetup + fb to thurs 10 sept 👍
Ash: rip the 3rd
#t4_done Tevita: Also speakers are sorted: Priyanka (her Icebreaker story, redone), Sione on learning to swim at 30, and Bruce is back so he's doing his one about the lost luggage.
Marg: Oh, Bruce's luggage speech is a classic.
"""),
("2026-08-19 20:30", r"""
#d6_p Marg: Idea for the membership side. Anyone who joins on the night, the club pays their $20 new member fee.
#d6_obj >d6_p Darren: We're not flush. $1,380 in the account and renewals are due in October.
#d6_r Marg: Cap it at ten people, so $200 at most. And District is paying clubs back $10 for every new member who joins in September, so really it's $100.
Darren: Is that in writing?
#d6_r2 Marg: It's in the District newsletter, sending you the page now.
#d6_ok1 Darren: Fine. Cap of ten.
#d6_a1 Chloe: yesss that'll look great on the flyer
#d6_a2 Tevita: +1
Marg: [photo]
Marg: The newsletter bit, Darren.
Darren: Seen.
Ash: what flyer
Chloe: the meetup image lol, it's basically a flyer
"""),
("2026-08-20 21:40", r"""
Tevita: Good meeting tonight. Sione's table topic about his cat was gold
Marg: Two guests tonight as well. Both said they'd come to the open night.
Chloe: the tall guy? he asked me about speechcraft
Darren: Minutes, Tevita? You were secretary tonight.
Tevita: They're in the drive already
Ash: the cage padlock was rusted stuck again tonight, took me ten minutes
Marg: WD-40, Ash.
Ash: it'll be fine
"""),
("2026-08-21 21:00", r"""
#d10_p Chloe: ok big swing. what if we got a guest speaker? jo pham from river 96.3 mornings. she did toastmasters years ago, she mentions it on air sometimes
#d10_a1 Tevita: That would be a real draw
#d10_a2 Ash: my mum listens to her every morning, she'd come
#d10_a3 Marg: If she'll do it, I'm all for it. Ten minutes, before the awards.
#d10_ok Darren: As long as she doesn't want paying.
#t5_take Chloe: i'll email her producer this weekend
Chloe: @Claudie can you write a short blurb for the meetup page? guest-friendly, no jargon, mention the 10 years and that it's free
#t7_take Claudie: Of course, Chloe. Here's a draft:
#t7_done Claudie: "Story Bridge Speakers is turning ten! Join us for a relaxed open night: three short speeches from our members, a chance to try a quick off-the-cuff talk if you'd like to (no pressure at all), and a look at how a Toastmasters meeting works. Free entry, all welcome, light supper provided. RSVP on Meetup so we can save you a seat."
Chloe: perfect ty
#nt_bot_paper Claudie: If it would help, I could also draft a short piece for the local community paper about the club's ten years.
Chloe: pasted ✔️
"""),
("2026-08-24 18:40", r"""
#d11_p Chloe: also we need a proper banner for this. the old one is from 2016 and the logo's the old one. printhaus does pull-up banners, $185
#d11_a1 Marg: The old one is looking tired. Yes, let's.
#d11_a2 Tevita: Do it
#d11_ok Darren: $185 is fine. Send me the invoice.
#t11_take Chloe: i'll order it once i've done the design, this week hopefully
#t6_take Ash: I'll bring the lectern, the timing lights and the gavel out of the storage cage on the day. old banner too as backup
Marg: Thank you Ash.
#nt_offer Darren: I can bring my projector if anyone wants slides.
#nt_offer_no >nt_offer Tevita: No slides for the showcase speeches, keep it old school
Darren: Fair.
"""),
("2026-08-26 20:10", r"""
#why_d10 Chloe: ok jo's producer got back to me 😬
Chloe: she'd love to but it's a $600 appearance fee through the station, plus she can only do after 7:30
Darren: No.
#d10_drop_p Marg: That's a shame, but we can't spend $600 on ten minutes. Let's leave the guest speaker idea for this year.
#d10_drop_a1 Tevita: Agreed. Our own speakers are the point anyway
#d10_drop_a2 Chloe: yeah fair, can't justify that
Ash: $600 for ten minutes, wrong career choice
#n_hyp_free Tevita: If she ever offers to do it free, we take it in a heartbeat
"""),
("2026-08-27 21:15", r"""
Marg: Thank you for tonight everyone. 23 at the meeting, a record for winter.
Tevita: Priyanka ran through her speech, it's tight now. 6:40
Chloe: rsvps at 15
Ash: sione brought lamingtons again, that man is a hero
Darren: Lamington budget remains $0. Sione funds them privately.
"""),
("2026-08-28 19:30", r"""
Darren: Square link for Speechcraft. Are we doing it this year?
#d8_p Tevita: Yes. Four Tuesday evenings, starting 6 October, 7 to 8:30. $60 including the workbook. We announce it at the open night.
#d8_obj >d8_p Chloe: could it be free? we want people in the door. $60 might put students off
#d8_r Darren: The workbooks cost us $35 each. And people who pay turn up. Free courses lose half by week two.
#d8_r2 Marg: That was our experience in 2023. Half empty by the third week.
#d8_ok1 Chloe: ok ok fine. $60. people value what they pay for i guess
#d8_a1 Marg: $60 it is.
#t10_take Darren: I'll set up a Square payment link by Sunday.
#t12_take Tevita: I'll book the meeting room at New Farm library for the four Tuesdays
Ash: can I do speechcraft
Tevita: You've been a member for three years Ash
Ash: refresher
"""),
("2026-08-30 16:20", r"""
#t10_done Darren: Square link's live. $60, four sessions, limit 20.
Chloe: 🙌 love it
#t12_done Tevita: Library room booked, Tuesdays 6, 13, 20, 27 Oct, 6:45 to 8:45. They want it back by 9.
Marg: Excellent, thank you both.
"""),
("2026-09-01 18:10", r"""
Marg: Sorry everyone, more bowls club drama.
#why_d3 Marg: The air conditioning in the function room has died. Graham says the new unit won't be in until the end of September. It was 29 today. Forty guests in that room with no air con is not an open night, it's a sauna.
Ash: 29 in that room would be brutal
Tevita: Bruce's luggage speech would turn into a survival story
#d3_p Marg: The New Farm Neighbourhood Centre main hall is free on Saturday the 12th. $90 for three hours, air conditioned, kitchen, chairs for 60.
#d3_p2 Marg: So: Saturday 12 September, 2 till 4, at the Neighbourhood Centre. A Saturday afternoon might suit guests better anyway.
#n_q_proj Ash: does it have a screen or projector
Marg: Screen and HDMI, I asked.
#d3_a1 Tevita: Saturday works. Priyanka, Sione and Bruce are all free weekends, I asked them already
#d3_a2 Chloe: sat arvo is honestly better for my uni friends
#d3_a3 Darren: Fine. $90 is fine.
#d3_a4 Ash: yep
#t9_take Marg: I'll book it tomorrow morning when the office opens.
#nt_ashcall Ash: want me to ring Graham about our regular Thursdays in the meantime
#nt_ashcall_r >nt_ashcall Marg: I rang him this morning. Regular meetings carry on with fans until the new unit is in.
Ash: nice
"""),
("2026-09-02 10:05", r"""
#t9_done Marg: Neighbourhood Centre booked: Saturday 12 September, 1 to 4 so we have an hour to set up. Paid online.
#d3_meetup Chloe: meetup + fb updated to sat 12 sept 2pm, neighbourhood centre 🎈
Chloe: 22 rsvps btw
#nt_coverphoto Chloe: also already swapped the fb cover photo for the 10 year one
Darren: Looks good.
#d12_p Tevita: Since the open night is Saturday, should we skip the regular Thursday meeting that week? Asking people to turn up Thursday and Saturday is a lot.
#d12_a1 >d12_p Marg: Yes, skip Thursday the 10th and point everyone to Saturday.
#d12_a2 Darren: Agreed.
#d12_a3 Chloe: 👍
"""),
("2026-09-03 20:45", r"""
#t6_hand Ash: bad news from me. work's sending me to gladstone monday for two weeks, back the 20th. can someone grab the lectern and timing lights from the cage?
#t6_hand_ok >t6_hand Tevita: I'll do it. Is the cage key still in the lockbox at the bowls club?
#code Ash: yep code's 1016, the club's birthday
#t6_hand_ok2 Tevita: Got it. I'll grab the lot Friday night and bring them Saturday
Ash: legend. sorry team
Marg: Safe travels Ash.
#nt_banter_ash Ash: if we get 40 guests I'll shave the beard. you'll have to send photos
Chloe: holding you to that 📸
"""),
("2026-09-04 21:30", r"""
Chloe: banner update 🙃
#why_d11 Chloe: printhaus says earliest delivery is the 18th. and express is another $90 on top of the $185
Darren: No.
#d11_drop_p >d11_ok Marg: Then let's not bother with a new banner this time. The old one will do for one more outing.
#d11_drop_a1 Chloe: yeah ok. not paying $275 for a banner
#t11_drop Chloe: design is half done so i'll just park it, no order
Tevita: Old banner is fine, it's got character
"""),
("2026-09-05 09:30", r"""
Chloe: [photo]
Chloe: flyer on the noticeboard at the library 😎
Tevita: Nice. Saw one at the coffee place on Merthyr Rd too
Marg: The girl at the chemist asked me about it. I told her to come along.
Darren: Recruiting at the chemist now.
Marg: I recruit everywhere, Darren.
"""),
("2026-09-06 14:00", r"""
#d5_p Tevita: Food for the 12th: Mum's doing it. A big tray of keke 'isite, sandwiches, and a couple of jugs of otai. She just wants ingredients covered, $100 tops.
#d5_a1 Marg: Oh, how lovely. Please thank her from all of us.
#d5_a2 Chloe: keke!!! 🤤
#d5_a3 >d4_p Darren: $100 is better than $180. Fine.
#t3_drop Darren: I hadn't ordered the Woolies platters yet, so nothing to cancel.
#nt_paid_mum Darren: Already sent your mum $100 for ingredients, Tevita. Check with her.
#nt_banter_chloe Chloe: i will personally hand a keke to every single guest
Ash: save me one. ill be in gladstone eating servo pies
"""),
("2026-09-08 19:40", r"""
Chloe: @Codex can you make a run sheet for saturday? 2pm start, done by 3:30. three speeches 5-7 min, one evaluation, table topics for guests, awards, and the membership bit
#t8_take Codex: On it.
#t8_done Codex: Run sheet, Sat 12 Sep\n2:00 Welcome, club history (Marg) 5 min\n2:05 How a meeting works (Tevita) 5 min\n2:10 Speeches: Priyanka, Sione, Bruce 7 min each + 1 min changeover\n2:34 Evaluation demo (Tevita) 4 min\n2:40 Table Topics for guests 20 min\n3:00 Supper break 10 min\n3:10 Awards 5 min\n3:15 Membership + Speechcraft (Darren, Marg) 10 min\n3:25 Close
Marg: That's very good.
#n_bot_setup Codex: Suggest moving start to 2:15 to allow late arrivals and seating.
Chloe: nah meetup says 2, we'll just start on time
#nt_bot_budget Codex: Can also produce a budget sheet for the event if useful.
#t13_take Marg: I'll print name badges for guests. Meetup list plus a dozen blanks. I'll do them Thursday night.
Tevita: Thanks Marg
"""),
("2026-09-09 12:10", r"""
Tevita: Last day in Sydney, flying back tonight
Tevita: Bruce rang me to ask if he can go 8 minutes
Marg: He cannot.
Chloe: lol
Darren: Timing lights exist for a reason.
Tevita: Told him. He said "we'll see"
"""),
("2026-09-10 20:15", r"""
#t13_done Marg: Badges printed. 34 named and a dozen blanks.
#signups Chloe: 34 rsvps now 😳
#n_hyp_40 Tevita: If we go over 40 on the day we'll need to open the side room
Chloe: @Claudie any tips to make table topics less scary for guests?
Claudie: A few ideas: keep the first questions light and personal ("What's the best meal you've had in Brisbane?"), let guests volunteer rather than calling on them, give a 1–2 minute range instead of a strict time, and have a member go first to show it's fine to stumble.
#n_bot_taster Claudie: You might also consider a 15-minute Speechcraft taster at the end, so guests can try one of the course exercises.
Chloe: that's helpful ty
#nt_instr Marg: Officers, please be at the hall by 1 on Saturday. Tables, chairs, badges.
#nt_dues Darren: And officers: pay your own renewals by 30 September please. I'm not chasing you.
Ash: paid mine from gladstone 😇
Darren: Noted, Ash.
"""),
("2026-09-12 12:55", r"""
Marg: I'm here, door's open.
#t6_done Tevita: 5 min away, lectern, timing lights, gavel and the old banner in the boot
Chloe: omw, got the sign-in sheets
Darren: Parked out front.
+6m Tevita: [photo]
Tevita: Timing lights work. Just.
"""),
("2026-09-12 14:30", r"""
Chloe: we're at 38 guests 😭😭
Ash: sending the beard my thoughts and prayers
Chloe: sione absolutely killed it
Marg: Bruce went 7:50. Of course.
Tevita: red light was on for a full minute lol
"""),
("2026-09-12 17:40", r"""
Marg: What an afternoon. Thank you all.
#guests Marg: Final count: 41 guests, 16 members.
#joined Darren: 7 new members signed up on the day. So $140 of new member fees on the club, $70 back from District.
#speechcraft_n Darren: And 11 Speechcraft bookings through Square.
Chloe: 41!!! @Ash 🪒
Ash: I said 40 guests. checks out. goodbye beard 😭
#t14_take Chloe: i'll post photos and a thank you on fb and meetup this week once i've sorted them
#t15_take Darren: I'll lodge the seven new members' applications and fees with Toastmasters International.
Tevita: Mum says the keke went in 20 minutes
Marg: Tell her it was the talk of the room.
"""),
("2026-09-13 11:20", r"""
#nt_vague Tevita: Thinking we should do an evaluation workshop for the new folks sometime. I'll put something together eventually
Marg: That would be good for them.
Chloe: 3 of the new ones already followed the fb page
#n_q_next Ash: when's the first regular meeting for the new lot
Marg: Thursday the 17th, bowls club, fans and all.
Ash: [photo]
Ash: beard's gone. happy now
Chloe: 😂😂😂 posting this
Ash: you will not
"""),
]

DECISIONS = [
    dict(id='d1', text='Open night on Thursday 3 September, 6:30pm, in the usual bowls club function room',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 'd1_a4', 'd1_ok', 't1_done'],
         agreed_by=['Marg', 'Chloe', 'Darren', 'Ash', 'Tevita'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_ok']),
    dict(id='d2', text='Open night moved to Thursday 10 September, 6:30pm, same bowls club room',
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_a3', 'd2_tev', 'd2_ok', 'd2_meetup'],
         agreed_by=['Marg', 'Chloe', 'Ash', 'Darren', 'Tevita'], objected_by=['Tevita'],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_p2']),
    dict(id='d3', text='Open night moved to Saturday 12 September, 2-4pm, New Farm Neighbourhood Centre main hall ($90)',
         stated=['d3_p', 'd3_p2', 'd3_a1', 'd3_a2', 'd3_a3', 'd3_a4', 't9_done', 'd3_meetup'],
         agreed_by=['Marg', 'Tevita', 'Chloe', 'Darren', 'Ash'], objected_by=[],
         status='current'),
    dict(id='d4', text='Food: three Woolies party platters and a mud cake, click and collect (about $180)',
         stated=['d4_p', 'd4_a1', 'd4_a2'],
         agreed_by=['Darren', 'Marg', 'Chloe'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_p']),
    dict(id='d5', text="Food: Tevita's mum makes keke 'isite, sandwiches and otai; the club covers ingredients ($100 max)",
         stated=['d5_p', 'd5_a1', 'd5_a2', 'd5_a3'],
         agreed_by=['Tevita', 'Marg', 'Chloe', 'Darren'], objected_by=[],
         status='current'),
    dict(id='d6', text='The club pays the $20 new member fee for anyone who joins on the night, capped at ten',
         stated=['d6_p', 'd6_r', 'd6_r2', 'd6_ok1', 'd6_a1', 'd6_a2'],
         agreed_by=['Marg', 'Darren', 'Chloe', 'Tevita'], objected_by=['Darren'],
         status='current'),
    dict(id='d7', text='Format: three short showcase speeches, table topics for guests, one evaluation demo (Tevita), awards; 90 minutes max',
         stated=['d7_marg', 'd7_a1', 'd7_a2', 'd7_r', 'd7_ok1', 'd7_ok'],
         agreed_by=['Marg', 'Tevita', 'Chloe', 'Darren'], objected_by=['Tevita'],
         status='current'),
    dict(id='d8', text='Speechcraft: four Tuesday evenings from 6 October, 7-8:30, $60 including the workbook',
         stated=['d8_p', 'd8_r', 'd8_r2', 'd8_ok1', 'd8_a1'],
         agreed_by=['Tevita', 'Darren', 'Marg', 'Chloe'], objected_by=['Chloe'],
         status='current'),
    dict(id='d9', text='RSVPs through Meetup only, guests capped at 40',
         stated=['d9_p', 'd9_a1', 'd9_p2', 'd9_a2', 'd9_ok'],
         agreed_by=['Darren', 'Chloe', 'Marg', 'Tevita'], objected_by=[],
         status='current'),
    dict(id='d10', text='Invite radio presenter Jo Pham (River 96.3) as a ten-minute guest speaker',
         stated=['d10_p', 'd10_a1', 'd10_a2', 'd10_a3', 'd10_ok'],
         agreed_by=['Chloe', 'Tevita', 'Ash', 'Marg', 'Darren'], objected_by=[],
         status='dropped', changed_at=['d10_drop_p', 'd10_drop_a1', 'd10_drop_a2']),
    dict(id='d11', text='Order a new 10-year pull-up banner from PrintHaus ($185)',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_ok'],
         agreed_by=['Chloe', 'Marg', 'Tevita', 'Darren'], objected_by=[],
         status='dropped', changed_at=['d11_drop_p', 'd11_drop_a1']),
    dict(id='d12', text='Skip the regular Thursday meeting on 10 September; everyone comes to the Saturday open night',
         stated=['d12_p', 'd12_a1', 'd12_a2', 'd12_a3'],
         agreed_by=['Tevita', 'Marg', 'Darren', 'Chloe'], objected_by=[],
         status='current'),
]

NON_DECISIONS = [
    (['n_tiktok'], 'proposal not taken up'),             # club TikTok
    (['n_joke_topics'], 'joke'),                         # Ash does table topics for two hours
    (['n_cable'], 'joke'),                               # cable management speech
    (['n_raffle', 'n_raffle_r'], 'proposal not taken up'),  # raffle to cover costs
    (['n_hyp_free'], 'hypothetical'),                    # if Jo offers to do it free
    (['n_q_proj'], 'question'),                          # screen or projector?
    (['n_bot_setup'], 'bot suggestion ignored'),         # Codex: start at 2:15
    (['n_hyp_40'], 'hypothetical'),                      # over 40 -> side room
    (['n_bot_taster'], 'bot suggestion ignored'),        # Claudie: Speechcraft taster
    (['n_q_next'], 'question'),                          # first regular meeting for new members
]

TODOS = [
    dict(id='t1', owner='Marg', task='Ring Graham at the bowls club and hold the function room for 3 September',
         taken=['t1_take'], due='2026-08-11', status='done', closed_by=['t1_done'], handed_to=None),
    dict(id='t2', owner='Chloe', task='Create the Meetup event and a Facebook post',
         taken=['t2_take'], due='', status='done', closed_by=['t2_done'], handed_to=None),
    dict(id='t3', owner='Darren', task='Order the Woolies platters and mud cake and pick them up on the day',
         taken=['t3_take'], due='', status='dropped', closed_by=['d5_p', 't3_drop'], handed_to=None),
    dict(id='t4', owner='Tevita', task='Line up three showcase speakers',
         taken=['t4_take'], due='2026-08-20', status='done', closed_by=['t4_done'], handed_to=None),
    dict(id='t5', owner='Chloe', task="Email Jo Pham's producer with the guest speaker invitation",
         taken=['t5_take'], due='2026-08-23', status='done', closed_by=['why_d10'], handed_to=None),
    dict(id='t6', owner='Ash', task='Bring the lectern, timing lights, gavel and old banner from the storage cage',
         taken=['t6_take', 't6_hand_ok', 't6_hand_ok2'], due='', status='done',
         closed_by=['t6_done'], handed_to='Tevita'),
    dict(id='t7', owner='Claudie', task='Write a guest-friendly blurb for the Meetup page',
         taken=['t7_take'], due='', status='done', closed_by=['t7_done'], handed_to=None),
    dict(id='t8', owner='Codex', task='Make the run sheet for the Saturday open night',
         taken=['t8_take'], due='', status='done', closed_by=['t8_done'], handed_to=None),
    dict(id='t9', owner='Marg', task='Book the Neighbourhood Centre main hall for 12 September',
         taken=['t9_take'], due='2026-09-02', status='done', closed_by=['t9_done'], handed_to=None),
    dict(id='t10', owner='Darren', task='Set up a Square payment link for Speechcraft',
         taken=['t10_take'], due='2026-08-30', status='done', closed_by=['t10_done'], handed_to=None),
    dict(id='t11', owner='Chloe', task='Design and order the new pull-up banner',
         taken=['t11_take'], due='2026-08-30', status='dropped', closed_by=['d11_drop_p', 't11_drop'], handed_to=None),
    dict(id='t12', owner='Tevita', task='Book the New Farm library meeting room for the four Speechcraft Tuesdays',
         taken=['t12_take'], due='', status='done', closed_by=['t12_done'], handed_to=None),
    dict(id='t13', owner='Marg', task='Print name badges for guests (Meetup list plus blanks)',
         taken=['t13_take'], due='2026-09-10', status='done', closed_by=['t13_done'], handed_to=None),
    dict(id='t14', owner='Chloe', task='Post photos and a thank-you on Facebook and Meetup',
         taken=['t14_take'], due='2026-09-13', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Darren', task="Lodge the seven new members' applications and fees with Toastmasters International",
         taken=['t15_take'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_wish'], 'vague wish'),                         # our own little room
    (['nt_bot_paper'], 'bot offer not taken up'),        # Claudie: piece for the local paper
    (['nt_offer', 'nt_offer_no'], 'offer declined'),     # Darren's projector
    (['nt_ashcall', 'nt_ashcall_r'], 'already done by someone else'),  # ring Graham -> Marg already did
    (['nt_coverphoto'], 'already done'),                 # FB cover photo swapped
    (['nt_paid_mum'], 'already done'),                   # $100 already sent to Tevita's mum
    (['nt_banter_ash'], 'banter promise'),               # shave the beard at 40 guests
    (['nt_banter_chloe'], 'banter promise'),             # hand a keke to every guest
    (['nt_bot_budget'], 'bot offer not taken up'),       # Codex: budget sheet
    (['nt_instr'], 'instruction to others'),             # officers at the hall by 1
    (['nt_dues'], 'instruction to others'),              # pay renewals by 30 September
    (['nt_vague'], 'vague promise'),                     # evaluation workshop sometime
]

QUESTIONS = [
    # ---- changed
    ('When and where is the anniversary open night happening in the end?',
     ['d3_p', 'd3_p2', 't9_done', 'd3_meetup'],
     'Saturday 12 September, 2 to 4pm, at the New Farm Neighbourhood Centre main hall', 'changed'),
    ('What was the original date for the open night?',
     ['d1_p', 'd1_ok'], 'Thursday 3 September at 6:30pm in the usual bowls club function room', 'changed'),
    ('Why did the open night come off the 3rd?',
     ['why_d2', 'd2_p'], 'The bowls club gave the function room to a family for a member\'s wake that night', 'changed'),
    ('Why did we end up not using the bowls club on the 10th?',
     ['why_d3', 'd3_p2'], 'The function room air conditioning died and the new unit won\'t arrive until the end of September; the event moved to Saturday 12 September at the Neighbourhood Centre', 'changed'),
    ('Who is doing the food now?',
     ['d5_p', 'd5_a3'], "Tevita's mum: keke 'isite, sandwiches and otai, with the club covering ingredients (up to $100)", 'changed'),
    ('What was the food plan before that?',
     ['d4_p', 't3_take'], 'Three Woolies party platters and a mud cake, click and collect, about $180, ordered by Darren', 'changed'),
    ('Is the radio presenter still coming to speak?',
     ['d10_ok', 'why_d10', 'd10_drop_p'], 'No. Her station wanted a $600 appearance fee, so the guest speaker idea was dropped with no replacement', 'changed'),
    ('Are we getting the new pull-up banner?',
     ['d11_ok', 'why_d11', 'd11_drop_p'], 'No. Earliest delivery was the 18th and express cost $90 more, so the new banner was dropped; the old one is used', 'changed'),
    # ---- owner
    ('Who ended up fetching the club gear out of storage for the day?',
     ['t6_take', 't6_hand', 't6_hand_ok', 't6_done'], 'Tevita; Ash had it but was sent to Gladstone for work', 'owner'),
    ('Who wrote the Meetup blurb?',
     ['t7_take', 't7_done'], 'Claudie (the bot)', 'owner'),
    ('Who put together the run sheet for Saturday?',
     ['t8_take', 't8_done'], 'Codex (the bot)', 'owner'),
    ('Who organised the three showcase speakers?',
     ['t4_take', 't4_done'], 'Tevita (Priyanka, Sione and Bruce)', 'owner'),
    ('Who booked the room for the Speechcraft sessions?',
     ['t12_take', 't12_done'], 'Tevita (New Farm library meeting room, four Tuesdays)', 'owner'),
    # ---- status
    ('Did Darren order the supermarket platters?',
     ['t3_take', 'd5_p', 't3_drop'], 'No; the food went to Tevita\'s mum before he had ordered, so there was nothing to cancel', 'status'),
    ('Did Chloe ever order the banner?',
     ['t11_take', 't11_drop'], 'No, she parked the half-finished design when the banner was dropped', 'status'),
    ('Are the photos and thank-you post up yet?',
     ['t14_take'], 'Not yet; Chloe said she would post them this week', 'status'),
    ('Has the Speechcraft payment link been set up?',
     ['t10_take', 't10_done'], 'Yes, Darren set up a Square link: $60, four sessions, limit 20', 'status'),
    ('Are the guest name badges done?',
     ['t13_take', 't13_done'], 'Yes, Marg printed 34 named badges plus a dozen blanks', 'status'),
    ('Has the new members\' paperwork been lodged?',
     ['t15_take'], 'Not yet; Darren said he would lodge the seven applications and fees', 'status'),
    # ---- single
    ('What are we paying for the community hall on Saturday?',
     ['d3_p'], '$90 for three hours', 'single'),
    ('What does the Speechcraft course cost?',
     ['d8_p', 'd8_ok1'], '$60 including the workbook', 'single'),
    ('How many guests came to the open night?',
     ['guests'], '41 guests (plus 16 members)', 'single'),
    ('What is the guest cap on RSVPs?',
     ['d9_p2', 'd9_ok'], '40 guests', 'single'),
    ('What is the code for the storage cage lockbox?',
     ['t6_hand_ok', 'code'], '1016', 'single'),
    ('Who was against charging for Speechcraft?',
     ['d8_obj', 'd8_ok1'], 'Chloe wanted it free, then agreed to $60', 'single'),
    # ---- temporal
    ('When does Speechcraft start?',
     ['d8_p', 't12_done'], 'Tuesday 6 October (then 13, 20 and 27 October)', 'temporal'),
    ('When is Ash back from Gladstone?',
     ['t6_hand'], 'The 20th of September', 'temporal'),
    ('What time do the officers need to be at the hall on the day?',
     ['nt_instr'], 'By 1pm on Saturday', 'temporal'),
    ('When is the deadline for officers to pay their renewals?',
     ['nt_dues'], '30 September', 'temporal'),
    # ---- multi
    ('How much did the new member fee offer end up costing the club after the District refund?',
     ['d6_r', 'joined'], '$70: seven people joined, $140 in fees, $70 back from District', 'multi'),
    ('How did Darren come round on paying new members\' fees?',
     ['d6_obj', 'd6_r', 'd6_r2', 'd6_ok1'],
     'He worried about the $1,380 balance with renewals due; Marg capped it at ten and pointed to the District $10-per-member refund in the newsletter, so he agreed', 'multi'),
    ('Why did Tevita drop his full-meeting format and what did he keep?',
     ['d7_p', 'd7_marg', 'd7_r', 'd7_ok1'],
     'Marg and others felt two hours was too long for guests; he kept one evaluation demo, which he does himself', 'multi'),
    ('How many people have paid for the course so far, and how many places are there?',
     ['t10_done', 'speechcraft_n'], '11 bookings so far, against a limit of 20', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=10, seed=20260810)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
