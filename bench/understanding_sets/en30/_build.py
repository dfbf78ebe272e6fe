#!/usr/bin/env python3
"""English chat: members' committee of Lumen Cowork, a co-working space for
expats in Anjos, Lisbon: the coffee machine, the third-birthday party, a
Portuguese class and house rules, 2026-09-07 .. 2026-10-11, +01:00 (WEST).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Priya': (5302918476, False),    # chair; UX designer from Leeds; lists, "ok so"
    'Marco': (6481029375, False),    # treasurer; backend dev from Bologna; lowercase, terse
    'Jess': (7029381564, False),     # events; Australian copywriter; emoji, "heaps"
    'Henrik': (5820394716, False),   # Danish novelist; dry, long sentences, contrarian
    'Ama': (6930218457, False),      # newsletter & community; Canadian; warm
    'Claudie': (7815203948, True),   # bot: polite
    'Gemma': (7640391825, True),     # bot: casual, quick
}

SESSIONS = [
("2026-09-07 18:40", r"""
Priya: ok so first committee chat of the autumn, welcome back everyone
Jess: heyyy 👋 back from Perth, jetlag is destroying me
Marco: ciao
Henrik: Present. Mildly.
Ama: hi all!! missed this place
Priya: item one: the coffee machine is officially dead. Rui says it's not worth repairing
Jess: RIP 🪦 it made one good coffee in 2024
Henrik: It made zero good coffees. It made hot brown consequences.
#d1_p Marco: found a used gaggia bean-to-cup on olx, 400 euro, guy in benfica, says serviced in june
Marco: [photo]
#d1_a1 Priya: looks decent honestly. kitty has about 900
#d1_a2 Ama: 400 for a proper machine sounds fair to me
#d1_a3 Jess: yes please anything
#d1_ok Priya: ok let's get the gaggia then
#t2 Marco: i'll message him tonight and pick it up saturday, i have the car
Priya: legend
#n_bot1 Gemma: or a Nespresso Vertuo rental?? no maintenance, pods delivered 🙌
Henrik: Pods. In this economy.
Priya: item two: the birthday. Lumen turns 3 this month
#d4_p Jess: rooftop party friday 25 sept from 6! sunset, fairy lights, the works
#d4_a1 Ama: yesss
#d4_a2 Henrik: Fine by me, I'll be around
#d4_ok Priya: 25th on the roof it is
#t1 Jess: I'll stick a sign-up sheet on the kitchen board tomorrow so people can say if they're coming
#d6_p Jess: and I reckon potluck, everyone brings a dish from home, committee covers drinks with like 150 from the kitty
#d6_obj Marco: 150 is a lot, kitty is for the machine first
#d6_r Jess: we can put a donations jar by the drinks, it always fills up
#d6_mc Marco: ok if there's a jar. fine
#d6_a1 Priya: good, potluck + 150 for drinks
#d6_a2 Ama: love a potluck 🍲
"""),
("2026-09-08 09:15", r"""
#t1_done Jess: sheet's up on the kitchen board! 11 names already before 9am lol
Jess: [photo]
Ama: someone wrote "bringing my mum's jollof" and I'm already emotional
#nt_kettle Jess: also descaled the kettle this morning, it was crunchy
Henrik: I did wonder about the texture.
Priya: thanks Jess 🙏
"""),
("2026-09-08 21:10", r"""
Ama: anyone know a good place to get keys cut near Anjos? lost my locker key again
Marco: the guy next to the pingo doce, 3 euro
Ama: lifesaver
Henrik: The locker key is the most lost object in this building. Statistically.
Jess: second is Henrik's umbrella
Henrik: That umbrella left me. There is a difference.
"""),
("2026-09-09 13:00", r"""
#t2_drop Marco: bad news. olx guy sold the gaggia to someone else last night, didn't even reply till now
Jess: nooooo
Henrik: The market has spoken.
#d2_p Marco: other idea. delta cafés lend you a machine for free if you buy their beans, about 38/month for our volume
#d2_a1 Priya: that's actually good, no big spend
#d2_a2 Ama: and no fixing it ourselves 👍
#d2_a3 Jess: keen
#d2_ok Priya: ok, let's go with delta then
#t3 Marco: i'll call their rep and get the contract terms by friday
#n_joke Jess: or we replace the machine with Marco, he's basically an espresso already
Marco: true
"""),
("2026-09-10 19:30", r"""
#d8_p Henrik: May I raise the library. Three people took Zoom calls in there today. It is meant to be silent. I propose: no calls in the library at all, calls in the phone booths only.
#d8_obj Jess: the booths are literal saunas tho, you come out like a boiled prawn 🦐
Ama: haha it's true, no ventilation
#d8_comp Priya: what if we put a little usb fan in each booth
#d8_a1 Jess: ok with fans I'm in
#d8_a2 Marco: +1
#d8_ok Priya: right: library silent, calls in the booths, fans in the booths
#t7 Jess: I'll print "no calls" signs for the library door and the tables, tomorrow
#t10 Jess: and I'll order two fans online, there's cheap ones on worten
#n_bot2 Claudie: If it helps, you could run a short members' survey before setting the rule, so everyone feels consulted.
Henrik: Everyone has been consulted. By my ears.
#nt_bot_off Claudie: I'm also happy to translate the signs into Portuguese, if you'd like.
#n_prop Henrik: While we're at it, no calls in the kitchen either.
#n_prop_no Priya: let's not police the kitchen, people eat and chat there
Henrik: A man can dream.
"""),
("2026-09-11 17:05", r"""
#t7_done Jess: signs printed and up! laminated, because I am extra
Jess: [photo]
#t3_done Marco: called delta. free machine yes, but minimum contract 24 months, early exit fee 600
Priya: ugh, 24 months
Henrik: Two years is longer than most of us have been in Portugal.
#t4 Priya: I'll ask Rui whether he'd even sign a 2 year thing for the space, will catch him monday
#nt_banter Marco: i'll personally fight the delta rep for a 12 month one 🥊
Ama: my money's on Marco
Jess: happy friday everyone, going to the miradouro for a beer if anyone's in
Ama: omw in 20
"""),
("2026-09-12 10:40", r"""
Jess: anyone in the space today? aircon is off and it's 31 degrees
Priya: I'm at home, Rui said the aircon is off on weekends now
Jess: cool cool cool, melting
Marco: the library is cooler, the sun doesn't hit it
Jess: [photo]
Jess: the view from the roof tho
Ama: ok that is unfair
"""),
("2026-09-13 11:20", r"""
#d11_p Jess: random idea for the members: group surf lesson at carcavelos saturday 26th? 30 each with board and wetsuit, school said they'd do a group rate
#d11_a1 Ama: omg yes I've always wanted to try
#d11_a2 Priya: I'm in, I'll fall off heaps but whatever
#d11_a3 Henrik: I will attend in a supervisory capacity from the sand.
#d11_ok Jess: ok locking it in, carcavelos 26th 🏄
#t12 Ama: I'll collect names, and the school needs them by the 21st
Marco: not me, water is for pasta
"""),
("2026-09-14 10:10", r"""
#t4_done Priya: spoke to Rui. he won't sign anything over 12 months for the space, and he's fine with us paying for a machine from the kitty
#d3_p Marco: then we just buy new. de'longhi magnifica s at worten is 329 right now
#d3_obj Henrik: Cheap bean-to-cup machines die within a year under forty people. We'd be back here by next September.
#d3_comp Marco: worten does a 3 year extended warranty for 29. if it dies they replace it
#d3_hn Henrik: With a warranty, fine. I withdraw my gloom.
#d3_a1 Priya: great, de'longhi plus the warranty, from the kitty
#d3_a2 Ama: 👍
#d3_a3 Jess: coffee is coming home ☕
#t5 Henrik: I'm near Saldanha on Thursday, I'll go to Worten and buy it
Marco: kitty card is in the drawer
#nt_offer Henrik: I can also bring my hand grinder from home for the purists
#nt_offer_no Marco: no thx, this one grinds itself
"""),
("2026-09-15 18:45", r"""
#d7_p Ama: ok the portuguese class! Inês (she teaches at the junta) can do tuesdays 6:30 in meeting room B, 10 per person per session
#d7_obj Priya: room B has the yoga lot until 7 on tuesdays though
#d7_comp Ama: she said 7:15 works too
#d7_a1 Priya: 7:15 then, fine by me
#d7_a2 Jess: obrigadaaa 🇵🇹
#d7_a3 Marco: ok
#d7_ok Ama: ok tuesdays 7:15, room B, starting the 29th
#t6 Ama: I'll email Inês tonight to confirm
#n_hypo Marco: if fewer than 6 sign up she wants a 60 minimum per session though
Ama: we'll get 6 easy
Ama: @Gemma can you keep count of who signs up for the class? I'll forward names as they come
#t9 Gemma: on it! send them my way and I'll keep a running list 📋
#d10_p Ama: also, monthly newsletter? I'll edit it, first monday of each month, free mailchimp
#d10_a1 Priya: yes please, people never read the whatsapp
#d10_a2 Henrik: I'll read it. Possibly.
#d10_a3 Jess: 💯
#t14 Ama: first one goes out monday 5 oct then, I'll write it
#t6_done Ama: Inês confirmed, tuesdays 7:15 from the 29th 🎉
"""),
("2026-09-16 12:30", r"""
Ama: class names so far: Jess, Priya, Lukas, Sofie, Bea, Tom K
Gemma: got them! 6 so far: Jess, Priya, Lukas, Sofie, Bea, Tom K ✅
>t9 Marco: ok put me down too, my neighbour laughs at my "obrigado"
Ama: @Gemma + Marco, + Dani, + Ruth
#t9_done Gemma: updated! 9 signed up: Jess, Priya, Lukas, Sofie, Bea, Tom K, Marco, Dani, Ruth. that's 90 per session for Inês 🙌
Priya: 9! amazing
"""),
("2026-09-17 08:10", r"""
#t5_hand Henrik: Slight problem. My sister went into labour early, I'm flying to Copenhagen this afternoon. Can someone else do the Worten run?
#t5_hand_ok >t5_hand Ama: congrats uncle!! I'll go after lunch, I'm in Saldanha anyway
Henrik: Thank you. A very small Dane awaits.
Jess: 🥹🥹
"""),
("2026-09-17 16:40", r"""
#t5_done Ama: bought! de'longhi magnifica s + the 3 year warranty, 358 total, receipt in the drawer with the card
Ama: [photo]
Marco: perfect, kitty now at 542
Jess: first flat white in 3 weeks I could cry
Henrik: [photo]
#baby Henrik: Freja. 3.1kg. Already furious.
Priya: she's gorgeous 💛
Ama: congrats Henrik!!!
"""),
("2026-09-18 10:00", r"""
#d5_notice Priya: 🎉 Lumen turns 3!\nFriday 2 October, 7pm, on the rooftop\nScaffolding is up on the roof until the 28th, so that's our first free Friday.\nBring a plate from home, drinks are on the committee.
#d5_a1 Jess: 🥳🥳 2nd it is
#d5_a2 Ama: fixed the date on the kitchen sheet
#d5_a3 Marco: ok noted
Priya: @Claudie could you draft a short invite we can post on the door and in the big group?
#t8 Claudie: Of course. I'll draft it now.
#t8_done Claudie: Here's a draft:\n"Lumen is three! Join us on the rooftop on Friday 2 October from 7pm. Bring a dish from home (or from your home country) and we'll take care of the drinks. Partners and friends welcome."
Priya: perfect, thank you
#nt_already Jess: I'll post it in the big whatsapp
#nt_already_r >nt_already Ama: already did ☺️ and on the door
#n_prop2 Jess: karaoke on the roof??
#n_prop2_no Marco: the neighbours called the police last time someone played music up there
Jess: fair 😅
#n_q2 Jess: wait should we charge non-members a fiver at the door?
#n_q2_r Marco: nah it's a birthday, not a business
"""),
("2026-09-20 20:30", r"""
#nt_fado Henrik: From Copenhagen: I've decided I will learn fado for the party. Expect tears.
Jess: yours or ours
Henrik: Both.
#nt_vague Henrik: I'll bring proper Danish pastries at some point too, the supermarket ones here are an insult.
Ama: holding you to it
"""),
("2026-09-21 19:00", r"""
#d11_why Ama: surf update: only 3 names on the list, school needs 6 for the group rate, and the forecast for the 26th is 2.5m swell
Jess: oof that's not beginner waves
#d11_drop Priya: let's just not do the surf thing this time
#d11_drop_a1 Jess: yeah agreed, maybe spring
#d11_drop_a2 Ama: ok, sad but yes
#t12_drop Ama: so I'm stopping the sign-up list, told the school we're out
#d12_p Marco: different thing. whatsapp group is chaos, 80 people. what about a discord for members, channels for desk swaps, events, random
#d12_a1 Priya: honestly yes, the whatsapp is unreadable
#d12_a2 Jess: ok I'm into it
#d12_ok Priya: let's try discord then
#t13 Marco: i'll set the server up tonight
#n_q Ama: are we doing a secret santa again this year?
#n_q_r Priya: ask me in december lol
"""),
("2026-09-22 08:30", r"""
#t13_done Marco: discord is up, link pinned in the whatsapp. channels: #desk-swap #events #lisbon-tips #random
Jess: the lisbon tips channel already has a fight about the best pastel de nata
Priya: thank you Marco!
#nt_topup Marco: also put the 60 from the day passes into the kitty this morning
"""),
("2026-09-23 13:15", r"""
#d9_p Priya: idea: monthly members' lunch, first wednesday of the month, at Tasca do Zé round the corner. they do a 9.50 prato do dia
#d9_a1 Ama: yes! good for the new people
#d9_a2 Jess: I'm always down for tasca
#d9_a3 >d9_p Marco: first one 7 oct then?
#d9_ok Priya: 7 oct, first wednesday, Tasca do Zé 🍴
#nt_wish Ama: would love a proper standing-desk corner one day
Henrik: From Copenhagen, where every desk stands: agreed.
"""),
("2026-09-24 18:00", r"""
Priya: the scaffolding guys left a bucket of paint on the roof, is that ours now
Marco: finders keepers
Jess: we could paint the booth doors lol
Priya: Rui will say no, it's the building's
Ama: the kitchen sheet has 23 dishes already 😍
Jess: and only two hummuses so far
"""),
("2026-09-25 14:00", r"""
#t10_done Jess: fans arrived and are in both booths 🌬️
Jess: [photo]
Priya: the booths are habitable
#fans_cost Marco: 24 euro both, i paid from the kitty
#n_hypo2 Jess: if it rains on the 2nd we'd have to squeeze everyone into the kitchen
Priya: it won't rain, it's Lisbon
"""),
("2026-09-28 18:20", r"""
#d12_why Marco: discord report: 9 people joined in a week, 2 posted. everyone is still in the whatsapp
>t13_done Henrik: I did join. I did not speak. Very Danish of me.
#d12_drop Priya: ok let's just kill the discord and stay on whatsapp
#d12_drop_a1 Marco: yeah deleting it, no point
#d12_drop_a2 Jess: RIP discord, we hardly knew ye
Jess: can we at least pin the nata fight somewhere
"""),
("2026-09-29 21:30", r"""
#class1 Jess: first portuguese class done!! Inês is a legend
Jess: [photo]
Marco: i said "estou grávida" instead of "estou cansado" and the whole room died
Ama: HAHAHA
Priya: 9 of us showed up, 90 for Inês, I paid her cash
"""),
("2026-09-30 12:00", r"""
#t11 Priya: I'll order the drinks from continente tomorrow for delivery friday, beer, vinho verde, sparkling water, some soft drinks
#nt_pay Marco: everyone on the committee send me 5 each for the jar float by friday
Henrik: From the airport: sent. Back tonight.
#nt_dish Priya: and everyone please put your dish on the kitchen sheet by wednesday so we don't get 12 hummuses
Jess: 12 hummuses sounds great tbh
#nt_bot_off2 Gemma: want me to make a party playlist?? 🎶 I can do a fado-to-funk one
Marco: no music remember
#n_joke2 Henrik: I propose we move the whole space to Copenhagen. Coffee is better, rent is worse, it evens out.
Ama: lol no
"""),
("2026-10-01 17:50", r"""
#t11_done Priya: drinks ordered, continente delivery friday 2-4pm, 146.80 total
Marco: under budget 👌
Ama: I'm in the space friday afternoon anyway
Priya: amazing, thanks
#t15 Henrik: Something for after the party: the blind in the library is broken, it's jammed half down. I'll ask Rui to get it fixed.
>t15 Jess: it's been like that since march lol
"""),
("2026-10-02 16:30", r"""
Ama: delivery here, all in the kitchen fridge and the cool box
Jess: fairy lights up!!
Jess: [photo]
Henrik: Fado is not ready. The world is not ready.
Priya: see you all at 7 ✨
"""),
("2026-10-02 22:40", r"""
Jess: [photo]
Jess: [photo]
Ama: best one yet 🥹 about 50 people
#jar Marco: jar has 112 euro in it 😳
Priya: so the drinks basically paid for themselves
Henrik: The fado was received in respectful silence.
Jess: it was received in crying-laughing
"""),
("2026-10-03 11:30", r"""
Priya: who left a dish on the roof? blue le creuset, very nice
Ama: that's Bea's, she'll pick it up monday
Jess: head is pounding, vinho verde is not water
Marco: it's literally green wine, what did you expect
Henrik: I found a shoe. One shoe. On the stairs.
Jess: cinderella energy
"""),
("2026-10-05 09:30", r"""
Priya: morning all, thank you for friday, the place looked amazing
#t14_re Ama: newsletter's late sorry, mostly written, I'll send it wednesday after the lunch so I can put that in too
Priya: no stress
#d9_rem Jess: reminder lunch is wednesday, Tasca do Zé 1pm, 8 people so far
"""),
("2026-10-07 14:45", r"""
#lunch1 Jess: lunch was ace, 11 people, 3 new members
Jess: [photo]
Marco: the bacalhau 👌
Ama: nice! putting a photo in the newsletter
"""),
("2026-10-08 09:00", r"""
Jess: new members from the lunch already asking about the class, can they join mid-term?
Ama: Inês said at the first class anyone can drop in, it's pay as you go
Priya: the machine is making a weird noise btw
Marco: it's the descaling light, ignore it for now
Priya: the noise is ignoring me back
"""),
("2026-10-09 11:00", r"""
Henrik: Back at my desk. The library is silent. The signs work. I am at peace.
Priya: the blind though?
#t15_re Henrik: Rui is away until the 14th. I'll ask him when he's back, I have a note on my screen.
#t14_re2 Ama: newsletter still not out, the mailchimp template broke on me, I'll fix it this weekend 🙈
Jess: classic mailchimp
"""),
("2026-10-11 19:15", r"""
#kitty Marco: kitty update: 542 - 24 fans - 146.80 drinks + 112 jar + 60 day passes = 543.20
Priya: practically back where we started, well done everyone
Ama: still fighting the template, nearly there
Jess: portuguese homework is due tuesday and I've done none 😬
Henrik: Estou cansado.
"""),
]

DECISIONS = [
    dict(id='d1', text='Replace the dead coffee machine with a used Gaggia bean-to-cup from OLX for €400',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 'd1_ok'],
         agreed_by=['Marco', 'Priya', 'Ama', 'Jess'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_a1', 'd2_a2', 'd2_a3', 'd2_ok']),
    dict(id='d2', text='Instead take a free Delta Cafés machine on loan, buying their beans (~€38/month)',
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_a3', 'd2_ok'],
         agreed_by=['Marco', 'Priya', 'Ama', 'Jess'], objected_by=[],
         status='superseded', superseded_by='d3',
         changed_at=['d3_p', 'd3_comp', 'd3_hn', 'd3_a1', 'd3_a2', 'd3_a3']),
    dict(id='d3', text="Buy a new De'Longhi Magnifica S at Worten (€329) plus a 3-year warranty (€29) from the kitty",
         stated=['d3_p', 'd3_comp', 'd3_hn', 'd3_a1', 'd3_a2', 'd3_a3', 't5_done'],
         agreed_by=['Marco', 'Henrik', 'Priya', 'Ama', 'Jess'], objected_by=['Henrik'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text="Lumen's third-birthday party on the rooftop, Friday 25 September from 6pm",
         stated=['d4_p', 'd4_a1', 'd4_a2', 'd4_ok'],
         agreed_by=['Jess', 'Ama', 'Henrik', 'Priya'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_notice', 'd5_a1', 'd5_a2', 'd5_a3']),
    dict(id='d5', text='Birthday party on the rooftop on Friday 2 October at 7pm (scaffolding until the 28th)',
         stated=['d5_notice', 'd5_a1', 'd5_a2', 'd5_a3'],
         agreed_by=['Priya', 'Jess', 'Ama', 'Marco'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Party is a potluck; the committee pays €150 of drinks from the kitty, with a donations jar',
         stated=['d6_p', 'd6_r', 'd6_mc', 'd6_a1', 'd6_a2'],
         agreed_by=['Jess', 'Marco', 'Priya', 'Ama'], objected_by=['Marco'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text="Portuguese class with Inês: Tuesdays 7:15pm in meeting room B, €10 per person per session, from 29 Sept",
         stated=['d7_p', 'd7_comp', 'd7_a1', 'd7_a2', 'd7_a3', 'd7_ok', 't6_done'],
         agreed_by=['Ama', 'Priya', 'Jess', 'Marco'], objected_by=['Priya'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='No calls in the library; calls only in the phone booths, which get USB fans',
         stated=['d8_p', 'd8_comp', 'd8_a1', 'd8_a2', 'd8_ok'],
         agreed_by=['Henrik', 'Priya', 'Jess', 'Marco'], objected_by=['Jess'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text="Monthly members' lunch, first Wednesday, at Tasca do Zé, starting 7 October",
         stated=['d9_p', 'd9_a1', 'd9_a2', 'd9_a3', 'd9_ok', 'd9_rem'],
         agreed_by=['Priya', 'Ama', 'Jess', 'Marco'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Monthly members\' newsletter on free Mailchimp, first Monday of the month, edited by Ama',
         stated=['d10_p', 'd10_a1', 'd10_a2', 'd10_a3'],
         agreed_by=['Ama', 'Priya', 'Henrik', 'Jess'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Group surf lesson for members at Carcavelos on Saturday 26 September (€30 each)',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_a3', 'd11_ok'],
         agreed_by=['Jess', 'Ama', 'Priya', 'Henrik'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d11_drop', 'd11_drop_a1', 'd11_drop_a2']),
    dict(id='d12', text='Move the members off the WhatsApp group onto a Discord server',
         stated=['d12_p', 'd12_a1', 'd12_a2', 'd12_ok'],
         agreed_by=['Marco', 'Priya', 'Jess'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d12_drop', 'd12_drop_a1', 'd12_drop_a2']),
]

NON_DECISIONS = [
    (['n_bot1'], 'bot suggestion ignored'),             # Gemma: Nespresso Vertuo rental
    (['n_joke'], 'joke'),                               # replace the machine with Marco
    (['n_bot2'], 'bot suggestion ignored'),             # Claudie: members' survey first
    (['n_prop', 'n_prop_no'], 'proposal not taken up'),  # no calls in the kitchen
    (['n_hypo'], 'hypothetical'),                       # fewer than 6 -> €60 minimum
    (['n_prop2', 'n_prop2_no'], 'proposal not taken up'),  # karaoke on the roof
    (['n_q', 'n_q_r'], 'question'),                     # secret santa?
    (['n_hypo2'], 'hypothetical'),                      # if it rains on the 2nd
    (['n_joke2'], 'joke'),                              # move the space to Copenhagen
    (['n_q2', 'n_q2_r'], 'question'),                   # charge non-members?
]

TODOS = [
    dict(id='t1', owner='Jess', task='Put a party sign-up sheet on the kitchen board',
         taken=['t1'], due='2026-09-08', status='done', closed_by=['t1_done'], handed_to=None),
    dict(id='t2', owner='Marco', task='Message the OLX seller and pick up the Gaggia on Saturday',
         taken=['t2'], due='2026-09-12', status='dropped', closed_by=['t2_drop'], handed_to=None),
    dict(id='t3', owner='Marco', task="Call the Delta rep and get the contract terms",
         taken=['t3'], due='2026-09-11', status='done', closed_by=['t3_done'], handed_to=None),
    dict(id='t4', owner='Priya', task='Ask Rui whether he would sign a 2-year contract / let the kitty buy a machine',
         taken=['t4'], due='2026-09-14', status='done', closed_by=['t4_done'], handed_to=None),
    dict(id='t5', owner='Henrik', task="Buy the De'Longhi (and warranty) at Worten Saldanha",
         taken=['t5', 't5_hand_ok'], due='2026-09-17', status='done', closed_by=['t5_done'], handed_to='Ama'),
    dict(id='t6', owner='Ama', task='Email Inês to confirm the class slot',
         taken=['t6'], due='2026-09-15', status='done', closed_by=['t6_done'], handed_to=None),
    dict(id='t7', owner='Jess', task='Print "no calls" signs for the library',
         taken=['t7'], due='2026-09-11', status='done', closed_by=['t7_done'], handed_to=None),
    dict(id='t8', owner='Claudie', task='Draft the party invite text',
         taken=['t8'], due='', status='done', closed_by=['t8_done'], handed_to=None),
    dict(id='t9', owner='Gemma', task='Keep a running list of Portuguese class sign-ups',
         taken=['t9'], due='', status='done', closed_by=['t9_done'], handed_to=None),
    dict(id='t10', owner='Jess', task='Order two USB fans for the phone booths',
         taken=['t10'], due='', status='done', closed_by=['t10_done'], handed_to=None),
    dict(id='t11', owner='Priya', task='Order the party drinks from Continente for Friday delivery',
         taken=['t11'], due='2026-10-01', status='done', closed_by=['t11_done'], handed_to=None),
    dict(id='t12', owner='Ama', task='Collect names for the surf lesson for the school',
         taken=['t12'], due='2026-09-21', status='dropped', closed_by=['d11_drop', 't12_drop'], handed_to=None),
    dict(id='t13', owner='Marco', task='Set up the members\' Discord server',
         taken=['t13'], due='2026-09-21', status='done', closed_by=['t13_done'], handed_to=None),
    dict(id='t14', owner='Ama', task='Write and send the first (October) newsletter',
         taken=['t14', 't14_re', 't14_re2'], due='2026-10-05', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Henrik', task='Ask Rui to get the jammed library blind fixed',
         taken=['t15', 't15_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_kettle'], 'already done'),                   # descaled the kettle
    (['nt_bot_off'], 'bot offer not taken up'),        # Claudie: translate the signs
    (['nt_offer', 'nt_offer_no'], 'offer declined'),   # Henrik's grinder
    (['nt_already', 'nt_already_r'], 'already done by someone else'),  # post the invite -> Ama did
    (['nt_fado'], 'banter promise'),                   # learn fado
    (['nt_vague'], 'vague promise'),                   # Danish pastries at some point
    (['nt_topup'], 'already done'),                    # 60 from day passes into the kitty
    (['nt_wish'], 'vague wish'),                       # standing-desk corner
    (['nt_pay'], 'instruction to others'),             # send me 5 each by Friday
    (['nt_dish'], 'instruction to others'),            # dishes on the sheet by Wednesday
    (['nt_bot_off2'], 'bot offer not taken up'),       # Gemma: party playlist
    (['nt_banter'], 'banter promise'),                 # fight the Delta rep
]

QUESTIONS = [
    # ---- changed
    ('Which coffee machine did we end up with?',
     ['d3_p', 'd3_comp', 'd3_a1', 't5_done'],
     "A new De'Longhi Magnifica S from Worten (€329) with a 3-year warranty (€29), €358 in all, paid from the kitty", 'changed'),
    ('What was the very first plan for replacing the coffee machine?',
     ['d1_p', 'd1_ok'], 'A used Gaggia bean-to-cup off OLX for €400 from a seller in Benfica', 'changed'),
    ('Why did the Delta loan machine idea fall through?',
     ['t3_done', 't4_done', 'd3_p'],
     'Delta wanted a 24-month minimum contract (€600 exit fee) and Rui would not sign anything over 12 months, so they bought one instead', 'changed'),
    ('What happened with the Gaggia from OLX?',
     ['t2_drop'], 'The seller sold it to someone else before Marco could collect it', 'changed'),
    ('When is the birthday party now?',
     ['d4_ok', 'd5_notice'], 'Friday 2 October at 7pm on the rooftop (first planned for Friday 25 Sept at 6pm)', 'changed'),
    ('What date was originally picked for the birthday party?',
     ['d4_p', 'd4_ok'], 'Friday 25 September from 6pm, on the roof', 'changed'),
    ('Did the surf lesson go ahead?',
     ['d11_why', 'd11_drop', 'd11_drop_a1'],
     'No, called off: only 3 names (the school needed 6) and a 2.5m swell forecast; maybe in spring', 'changed'),
    ('Are members still supposed to use the Discord?',
     ['d12_why', 'd12_drop', 'd12_drop_a1'],
     'No, it was deleted after a week (9 joined, 2 posted); everyone stays on WhatsApp', 'changed'),
    # ---- owner
    ("Who actually went to Worten for the machine?",
     ['t5', 't5_hand', 't5_hand_ok', 't5_done'], 'Ama (Henrik was going to but flew to Copenhagen)', 'owner'),
    ('Who wrote the party invite draft?',
     ['t8', 't8_done'], 'Claudie (the bot)', 'owner'),
    ('Who is keeping track of the language class sign-ups?',
     ['t9', 't9_done'], 'Gemma (the bot)', 'owner'),
    ('Who put the fans in the phone booths?',
     ['t10', 't10_done'], 'Jess', 'owner'),
    ('Who sorted the drinks for the party?',
     ['t11', 't11_done'], 'Priya (Continente delivery, €146.80)', 'owner'),
    # ---- status
    ('Has the first newsletter gone out?',
     ['t14', 't14_re', 't14_re2'], 'Not yet: Ama delayed it and the Mailchimp template broke; she is still fixing it', 'status'),
    ('Is the library blind fixed?',
     ['t15', 't15_re'], 'No, Henrik is waiting for Rui to be back on the 14th to ask', 'status'),
    ('Did Ama finish the surf sign-up list?',
     ['t12', 't12_drop'], 'No, she stopped it and told the school they were out, since the lesson was cancelled', 'status'),
    ('Did Marco ever collect the Gaggia?',
     ['t2', 't2_drop'], 'No, it was sold to someone else first', 'status'),
    ('Are the no-calls signs up in the library?',
     ['t7', 't7_done'], 'Yes, Jess printed and laminated them', 'status'),
    ('Did Marco find out the Delta terms?',
     ['t3', 't3_done'], 'Yes: free machine but a 24-month minimum and a €600 early exit fee', 'status'),
    # ---- single
    ('How much does the Portuguese class cost each time?',
     ['d7_p'], '€10 per person per session', 'single'),
    ('What was in the donations jar after the party?',
     ['jar'], '€112', 'single'),
    ('How many people signed up for the class?',
     ['t9_done'], '9 (Jess, Priya, Lukas, Sofie, Bea, Tom K, Marco, Dani, Ruth)', 'single'),
    ('What did the fans cost?',
     ['fans_cost'], '€24 for both, from the kitty', 'single'),
    ("Where is the members' lunch held?",
     ['d9_p', 'd9_ok'], 'Tasca do Zé round the corner (prato do dia €9.50)', 'single'),
    ("What's the name of Henrik's niece?",
     ['baby'], 'Freja (3.1kg)', 'single'),
    # ---- temporal
    ('When was the opening lesson with Inês?',
     ['d7_ok', 'class1'], 'Tuesday 29 September', 'temporal'),
    ('When did Ama buy the machine?',
     ['t5_done'], 'Thursday 17 September, in the afternoon', 'temporal'),
    ('When was the Continente delivery due?',
     ['t11_done'], 'Friday 2 October between 2 and 4pm', 'temporal'),
    ('When does Rui come back?',
     ['t15_re'], 'On 14 October', 'temporal'),
    # ---- multi
    ('How much is in the kitty now and how did it get there?',
     ['kitty'], '€543.20: €542 after the machine, minus €24 fans and €146.80 drinks, plus the €112 jar and €60 day passes', 'multi'),
    ('Who objected to the library rule and what changed their mind?',
     ['d8_obj', 'd8_comp', 'd8_a1'], 'Jess, because the booths are too hot; Priya suggested USB fans in the booths and Jess agreed', 'multi'),
    ("Why does the class start at 7:15 and not 6:30?",
     ['d7_p', 'd7_obj', 'd7_comp'], 'Room B has a yoga group until 7 on Tuesdays (Priya), and Inês said 7:15 also works', 'multi'),
    ('How did the first members\' lunch go compared with the headcount beforehand?',
     ['d9_rem', 'lunch1'], '8 had signed up by Monday; 11 came, including 3 new members', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=1, seed=20260907)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
