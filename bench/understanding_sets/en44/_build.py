#!/usr/bin/env python3
"""English (Ghanaian) chat: five secondary-school mates in Accra who run a
broiler-poultry side business on a rented plot at Oyarifa ('Fivefold Farms'),
planning and starting their Christmas batch. 2026-10-05 .. 2026-11-08, +00:00
(GMT, no daylight saving in Ghana).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Kwame': (6204718395, False),     # 34; bank officer; treasurer, MoMo, the hatchery and feed orders; careful
    'Efua': (5830291647, False),      # 33; hospital pharmacist; vaccines, drugs, the vet; blunt
    'Yaw': (7129403856, False),       # 35; civil servant; lives at Oyarifa near the farm; supervises Atta; jokes
    'Nana': (6745120938, False),      # 31; telco marketing; pre-orders, WhatsApp status, customers; lowercase, emoji
    'Kofi': (5917364208, False),      # 36; electrical engineer in Tema; pen repairs, power; travels; grumbles
    'Codex': (7718305264, True),      # bot: terse
    'Claudie': (7492038615, True),    # bot: polite
}

SESSIONS = [
("2026-10-05 19:42", r"""
Kwame: Good evening partners. Christmas batch talk, we can't leave it late like last year
Yaw: Chale last year we were chasing chicks on 10th November 😂
Efua: Never again
#d1_p Kwame: Broilers need 6 to 7 weeks, so chicks must land end of October. I'm proposing 500 Cobb 500 from Akwaaba Hatchery, same as the June batch
#d1_a1 Yaw: 500 is fine. The pen took 500 well in June
#d1_a2 Efua: Agreed. Mortality was only 3% with 500
Nana: yes oo 500 🙌🏾
#d1_a3 Kofi: ok 500
#t_hatch Kwame: Then I'll call Akwaaba tomorrow and book a pickup slot for Saturday 31st
Kofi: Make sure they give us the day-old ones, not the 3 day old leftovers like March
Kwame: Noted boss
#n_incub Kofi: Honestly next year we should buy our own incubator and hatch the chicks ourselves. Hatchery prices keep going up
#n_incub_no >n_incub Efua: Kofi we can barely keep 500 birds alive and you want to run a hatchery 😂 one thing at a time
Yaw: Kofi wants to be Chicken Republic
Kofi: Laugh now
"""),
("2026-10-06 12:18", r"""
#t_hatch_done Kwame: Akwaaba confirmed. 500 Cobb 500, pickup Saturday 31st October, 6am at the Kasoa branch. GH₵ 14.50 per chick. Deposit of half by the 20th
Efua: Price went up again? It was 12.80 in June
Kwame: Everything went up. They blamed the cedi
Nana: the cedi has become our scapegoat for everything 😩
Yaw: Even my barber blamed the cedi last week
"""),
("2026-10-06 21:05", r"""
Yaw: Went to the farm after work
Yaw: [photo]
Yaw: [photo]
#roof_bad Yaw: The brooder house roof is leaking at the far corner. Three sheets rusted through. Atta put a bucket under it
Kofi: Those sheets were old when we rented the place
#t_roof Kofi: I'll fix it. I'll buy 3 roofing sheets in Tema and come on Saturday
Kwame: Thanks Kofi. Keep the receipt
Kofi: As for you and receipts
"""),
("2026-10-07 20:30", r"""
#d10_p Yaw: Idea. Christmas time guinea fowl (akonfem) sells like hot cakes. What if we add 100 keets alongside the broilers? Separate corner
#d10_a1 Nana: ooh yes!! my office people keep asking for akonfem every december
#d10_a2 Kofi: I'm in, akonfem is sweet
Efua: Keets are delicate oo. But ok if we keep them separate
#d10_a3 Efua: Fine by me
#d10_ok Kwame: Ok then, 100 guinea keets in their own corner. Akonfem for Christmas
#n_exes Yaw: And we name each guinea fowl after our exes so we don't feel bad at Christmas 😂
Nana: yaw you'll need more than 100
Efua: 😂😂😂
Yaw: Ei, slander
"""),
("2026-10-08 21:40", r"""
Efua: Heat. Last batch we lost 11 chicks in the first week because the heat wasn't steady
#d4_p Yaw: Let's go back to charcoal pots like the first batch. 4 pots, Atta refills them at night. Cheap and we know how to handle it
#d4_a1 Efua: As long as there's ventilation. Charcoal fumes are dangerous for small chicks
#d4_a2 Kwame: Charcoal pots are cheapest. Fine
#d4_a3 Nana: ok charcoal it is 🔥
#t_charcoal Yaw: I'll buy the pots and 10 bags of charcoal at Madina market next week
Kofi: Bulbs will be useless anyway with this dumsor
Yaw: Dumsor is back?
Kofi: Chale, we had 6 hours off in Tema yesterday
"""),
("2026-10-09 13:10", r"""
Nana: ok pricing. i did a small survey in my office and 2 whatsapp groups
Nana: [photo]
#d6_p Nana: i'm proposing GH₵ 180 per live bird and GH₵ 200 dressed. delivery within accra extra
#d6_obj Kwame: 180 is steep o. Madina market people sell at 150. People will compare
#d6_ans >d6_obj Nana: kwame the madina birds are 1.8kg. ours were 2.6kg average in june. and we deliver to people's door
Efua: Also they're fresh, not from a freezer
#d6_ans2 Yaw: June buyers were complaining the birds were too big for their pots 😂 nobody complained about price
#d6_a1 Kwame: Ok fair. 180 and 200 then
#d6_a2 Efua: Yes
#d6_a3 Kofi: 👍🏾
#d6_a4 Yaw: Agreed
#n_bot_price Codex: Note: with feed costs rising, GH₵ 195 live would keep a 40% margin.
#bot_price_r >n_bot_price Nana: codex nobody asked you 😂
Kwame: Let's stay at 180
"""),
("2026-10-10 10:25", r"""
#t_roof_hand Kofi: Guys sorry, they're sending me to Takoradi from today for two weeks. A substation emergency. I can't do the roof
#t_roof_hand_ask Kofi: The sheets are already at your gate Yaw, I dropped them this morning. Can you take it over?
#t_roof_hand_ok >t_roof_hand_ask Yaw: No wahala, I'll do it. I'll get my carpenter guy to help me this week
Kofi: Thanks bro. I owe you
#nt_beer Yaw: You owe me a crate of Club
#nt_beer_r Kofi: Deal when I'm back
"""),
("2026-10-12 18:50", r"""
Nana: big news 👀
#hotel_info Nana: my colleague's sister is the F&B manager at Palmwood Hotel, airport residential. they want 150 dressed birds for their christmas buffets, delivered 18 december
Yaw: Eiiii
Kofi: From Takoradi I'm screaming
#d11_p Nana: she said GH₵ 190 per dressed bird because of the volume. we take it?
#d11_a1 Kwame: 150 × 190 is 28,500 in one go. Yes please
#d11_a2 Efua: Yes! But we'll need more birds then
#d11_a3 Yaw: We take it 🙌🏾
#d11_a4 Kofi: Take it
#t_quote Nana: ok let me send her a formal quote and invoice on our letterhead by friday
Kwame: We have a letterhead?
Nana: we will by friday 😂
"""),
("2026-10-13 20:15", r"""
#trig_orders Nana: update: pre-order interest on my status is at 214 birds already. plus palmwood 150 = 364
Yaw: Herh
Kwame: So 500 is suddenly tight
#d2_p Yaw: Let's go 800. We'd sell out anyway at Christmas
#d2_obj Efua: 800 in that pen? Too crowded, disease will spread. That's how we lost birds to CRD in the first batch
#d2_ans >d2_obj Yaw: Not in the pen alone. Opanyin Boateng's old store room shares a wall with the pen. If he lets us break a door through, that's another 300 birds of space
Kwame: That store room is big enough, I've seen it
#d2_ans2 Efua: If we get the store room then ok, 800. Without it, no
#d2_a1 Kwame: 800 with the store room
#d2_a2 Nana: 800!! 🙌🏾
#d2_a3 Kofi: Fine. But someone must check the store room roof too
#t_landlord Yaw: I'll see Opanyin this weekend and ask about the store room
"""),
("2026-10-14 07:55", r"""
Kwame: Morning. Money matters
#money_info Kwame: With 800 birds, chicks + feed + vaccines + charcoal + Atta's pay comes to about GH₵ 39,000. Kitty has 21,500 from June. We need about 17,500
#d7_p Kwame: So each partner puts in GH₵ 3,500 by MoMo by 25th October
#d7_obj Yaw: Chale, government salaries are late again. I can't drop 3,500 by the 25th
#d7_ans >d7_obj Kwame: Then let's split it. 1,750 by 25th October and the other 1,750 by 15th November, for everybody. The big feed orders come later anyway
#d7_a1 Yaw: Ok that I can do. Agreed
#d7_a2 Efua: Fine with the split
#d7_a3 Nana: 👍🏾 fair
#d7_a4 Kofi: Ok
#t_sheet_q Kwame: @Codex make a pre-order tally: name, number of birds, live or dressed, deposit paid, area
#t_sheet Codex: Will do. Building it now.
"""),
("2026-10-14 12:30", r"""
#t_sheet_done Codex: Pre-order tally ready (shared sheet): columns Name | Birds | Live/Dressed | Deposit (GH₵) | Area | Delivery date. 214 interest rows imported from Nana's list, all marked "no deposit".
Nana: codex you're a star ⭐
"""),
("2026-10-15 21:10", r"""
Nana: about the pre-orders. last time 40 people said yes and then vanished in december
#d8_p Nana: this time, no deposit no bird. 50% by momo to hold a bird, and GH₵ 20 delivery anywhere in accra
#d8_a1 Kwame: 100%. Deposits go straight against the sheet
#d8_a2 Efua: Yes please. Ghosting customers nearly killed us
#d8_a3 Yaw: Agreed, 50 percent
#d8_a4 Kofi: 👍🏾
#n_bot_early Claudie: You might consider a small early-bird discount for deposits paid before November; it often speeds up commitments.
#n_bot_early_r Kwame: No discounts, the price is already fair
#t_flyer Nana: i'll put the flyer on my status tonight with the deposit rule
Yaw: Put a fine chicken picture, not the one from June that looks like it's crying
Nana: 😂😂
Nana: [photo]
#t_flyer_done Nana: flyer is up on my status and the office groups 🐔
"""),
("2026-10-17 16:40", r"""
#t_landlord_done Yaw: Saw Opanyin. He agrees to the store room for GH₵ 400 extra a month till January. He wants the door closed back up when we leave
Kwame: 400 is ok
#d2_stands Efua: Good. Then 800 stands
Yaw: He also asked for 2 birds at Christmas 😂
Kofi: Landlord tax
Yaw: Roof today. Carpenter didn't show up
#nt_help Nana: should i come and help? i can hold the ladder 😅
#nt_help_no >nt_help Yaw: You? On a roof in Oyarifa? Stay in your aircon, it's a one-man job
Yaw: [photo]
Yaw: Me on the roof. My mother would faint
Nana: yaw be careful abeg 😭
"""),
("2026-10-18 11:05", r"""
#t_roof_done Yaw: Roof done. Three new sheets in, ridge cap sealed. Tested with a bucket of water, dry inside
Yaw: [photo]
Kofi: Ayekoo bro
Efua: Ayekoo!
Kwame: 👏🏾👏🏾
"""),
("2026-10-19 20:20", r"""
Efua: Vaccines. I spoke to Dr Ofori, the district vet
#d9_p Efua: His advice: Newcastle (Lasota) on day 7 and day 21, Gumboro on day 14, all in the drinking water. He comes on day 7 to check the flock. GH₵ 350 for his visit
#d9_a1 Kwame: Sounds good
#d9_a2 Yaw: Good, last time we did the vaccines ourselves and half of them didn't drink
#d9_a3 Nana: yes let the vet do it 💉
#t_vet Efua: I'll book him this week for day 7, that's Saturday 7th November
Kwame: Deposit for Akwaaba went today. GH₵ 5,800 for 800
Kofi: Confirm they have 800 in stock?
Kwame: Called them last week. They said no problem
"""),
("2026-10-20 22:10", r"""
#d5_p Kofi: My uncle at Akuse has 4 gas brooders from his old layer farm, with 2 cylinders. He'll give them to us for GH₵ 1,500. No smoke, steady heat, Atta just turns a knob
Kofi: [photo]
#d5_a1 Efua: That's much safer for the chicks. I like it
#d5_a2 Yaw: No more carrying charcoal at midnight. I'm in
#d5_a3 Kwame: 1,500 is reasonable for 4. Ok
#d5_a4 Nana: yes yes 🔥
#t_brooder Kofi: I'm back on the 28th. I'll bring them to the farm on Friday 30th with the cylinders filled
#t_charcoal_drop Yaw: So I won't buy the charcoal pots then. Good, I hadn't gone to Madina yet
"""),
("2026-10-21 19:30", r"""
#trig_keets Efua: Bad news on the guinea fowl. Dr Ofori says never brood keets with broilers, they carry different diseases and the keets die easily. And Akwaaba has no keets until January anyway
Yaw: Ah
#d10_drop_p Yaw: Then forget the akonfem this year
#d10_drop_a1 Kwame: Yes let's leave it. One less headache
#d10_drop_a2 Nana: sad but ok 😔 my office people will cry
"""),
("2026-10-22 13:45", r"""
Nana: guys palmwood wahala 😩
#trig_hotel Nana: they sent their procurement requirements. the birds must be dressed at an FDA registered slaughter facility with a certificate. auntie akos at madina market is not that
Efua: Hmm that's the law for hotels
Yaw: How much is the registered abattoir?
#hotel_cost Nana: the one at ashaiman charges 35 per bird and they're booked out for december
Kwame: 35 per bird plus transport kills the margin
#d11_drop_p Kwame: Let's drop Palmwood. We'll sell those 150 to normal customers
#d11_drop_a1 Efua: Agreed
#d11_drop_a2 Yaw: Yes drop it
#t_quote_drop Nana: ok i'll stop the invoice. had it half done 😭
#nt_register Kofi: Next year we register properly
"""),
("2026-10-24 09:30", r"""
#trig_feed Kwame: Asaase Feeds just increased prices. Starter is now GH₵ 420 per 50kg bag, finisher 395. That's about 18% up
Efua: Ei
Kofi: Everything in this country
#n_own_feed Kofi: This is why I said we should mix our own feed. Maize, soya, fishmeal, premix
#n_own_feed_no Efua: Kofi the last time we mixed our own feed the birds grew slower and we wasted 3 weeks. No
#d12_p Kwame: Let's stay with Asaase. They deliver to the farm and the birds did well on it. Pay per delivery, not all upfront
#d12_obj Kofi: But it's 18% more!
#d12_ans >d12_obj Efua: And mixing our own costs time we don't have. We don't even have a mixer
#d12_a1 Kofi: Fine. Asaase
#d12_a2 Yaw: Asaase yes
#d12_a3 Nana: asaase 👍🏾
#n_hypo_price Yaw: If feed goes up again in December we'll have to push the price to 200
#n_hypo_price_r Kwame: Let's not cross that bridge yet
#t_feed Kwame: I'll order the first 20 bags of starter on Thursday, delivered before the chicks come
"""),
("2026-10-26 21:00", r"""
Kwame: Partners, I've done the numbers again
#money_info2 Kwame: Without Palmwood and with the new feed prices, 800 birds costs GH₵ 41,700 and the pre-orders with deposits so far are only 168
Yaw: Only 168 paid deposit?
Nana: the rest are saying "i'll send on month end" 🙄
#d3_p Kwame: I think 600 is the right number. We can sell 600 at Christmas without sweating, and the store room stays as breathing space
#d3_a1 Efua: Yes. 600 and we're not overcrowded
#d3_a2 Yaw: 600. I agree
#d3_a3 Nana: 600 ok, less pressure on me to sell 😅
#d3_a4 Kofi: 600 👍🏾
#d3_hatch Kwame: Called Akwaaba. 600 is fine, the extra deposit rolls into the balance
#t_calc_q Kwame: @Claudie can you work out how many bags of starter and finisher we need for 600 birds over 6 weeks, at the new Asaase prices?
#t_calc Claudie: Certainly. I'll work it out and post it here shortly.
"""),
("2026-10-26 21:35", r"""
#t_calc_done Claudie: For 600 Cobb 500 birds over 6 weeks (about 4.2 kg of feed per bird):\n- Starter (weeks 1-3): about 1.1 kg per bird = 660 kg = 14 bags of 50 kg → GH₵ 5,880\n- Finisher (weeks 4-6): about 3.1 kg per bird = 1,860 kg = 38 bags → GH₵ 15,010\n- Total: 52 bags, about GH₵ 20,890\nYou may want a few extra bags in case of spillage.
Kwame: Thank you Claudie. So my 20 bags of starter was too many
Efua: Buy 16, spillage is real
"""),
("2026-10-27 18:05", r"""
Nana: something small to lift our spirits
Nana: [photo]
Nana: the stickers for the dressed bird bags came 😍
Yaw: Fivefold Farms looking corporate 😂
#n_hamper Nana: also what if we do christmas hampers? chicken + a bottle of wine + shito + rice
#n_hamper_no >n_hamper Kwame: We're not a supermarket, Nana. Chicken first
Efua: Let's just get the chicken right this time
Nana: fine fine 😒
#d7_pay Yaw: I've sent my first 1,750. Salary finally came
#d7_pay_r Kwame: Received. That's everyone for the first half
"""),
("2026-10-29 20:50", r"""
#t_feed_done Kwame: Asaase delivered 16 bags of starter to the farm this afternoon. Atta stacked them on pallets
Kwame: [photo]
Efua: Good, off the floor
#t_drugs Efua: I'll bring the glucose, the vitamins and the anti-stress powder on Friday. From our pharmacy at cost
Yaw: Make we check the drinkers too, two of them leak
#t_drinkers_ctx Yaw: Kwame, when you pass by the farm, buy 2 new drinkers at the agro shop
#drinkers_done Kwame: Bought two on Sunday already. They're in the store room 😅
"""),
("2026-10-30 17:45", r"""
#t_brooder_done Kofi: Brooders and cylinders are at the farm. All 4 tested. Atta knows how to light them now
Kofi: [photo]
#t_drugs_done Efua: I dropped the glucose, multivitamins and anti-stress with Atta. Instructions are on the bag
Yaw: We're ready chale
Efua: Litter?
Yaw: Wood shavings down since Wednesday, 3 inches thick
#n_bot_insure Claudie: If it helps, I could look into poultry insurance options in Ghana before the chicks arrive.
Kwame: Not this time, thanks Claudie
#t_pickup Yaw: I'll be at Akwaaba Kasoa at 6am tomorrow to pick the chicks. Borrowed my cousin's van
Nana: god bless the cousin 🙏🏾
"""),
("2026-10-31 07:20", r"""
#t_pickup_done Yaw: Picked up! 600 chicks + 12 extra they give for losses. All lively
Yaw: [photo]
Yaw: [photo]
Nana: aaaahhh the babies 😭💛
Efua: Give them the glucose water first before feed
Yaw: Atta is doing it now
"""),
("2026-10-31 16:10", r"""
Yaw: [photo]
#day1 Yaw: Day 1 report: 2 dead on arrival, the rest eating well. Brooders at 32 degrees
Efua: 2 out of 612 is fine
Kofi: Gas brooders doing their thing
#n_dog Yaw: We need a dog for the farm. Someone tried the back fence last night, Atta heard them
Nana: a dog?? who will feed the dog
Yaw: The dog will eat the dead chickens 😂
Efua: Yaw that's disgusting
#n_dog_no Kwame: Let's see after Christmas. Atta should lock the back gate for now
"""),
("2026-11-01 09:40", r"""
Efua: Morning. Any more deaths?
#left609 Yaw: 1 more overnight. 609 left
#nt_goat Kofi: If we sell out all 600 I'm buying everybody a goat for Christmas
Nana: kofi we are holding you to it 🐐
Kofi: Ei I said IF
Nana: pre-orders update: 243 birds with deposits now. the month end people paid 😌
#nt_sheet Kwame: I'll update the sheet
#nt_sheet_r >nt_sheet Nana: already did it this morning 😌 codex's sheet is easy
"""),
("2026-11-02 21:15", r"""
#n_solar Kofi: Dumsor was bad on Saturday night. The bulbs for the night feeding went off for 5 hours. Let's put a small solar panel and battery for the lights. About GH₵ 4,800
Kwame: 4,800 now? The money is in feed
#n_solar_no Efua: After this batch. The gas keeps them warm, they can eat in the dark for a few hours
Kofi: Ok, after Christmas then
#nt_solar_wish Kofi: One day this farm will run on solar. Mark my words
#t_dressing Nana: i'll sort out auntie akos for the dressing in december, i'll see her at madina market this week
Efua: Ask her price per bird, last year she charged 15
"""),
("2026-11-04 19:30", r"""
Yaw: Day 5
Yaw: [photo]
Yaw: They've doubled in size already
#nt_weigh Efua: Weigh 10 of them on Saturday when Dr Ofori comes
#t_vet_ctx Efua: He confirmed for Saturday 10am by the way
#n_gizzard Nana: question: do we sell the gizzards and feet separately for the dressed ones? people ask
#n_gizzard_r >n_gizzard Efua: Let's decide that in December when we see how many are dressed
Nana: ok 👌🏾
"""),
("2026-11-05 20:40", r"""
#t_acct Kwame: I'll do a proper spreadsheet of all income and expenses since September and share it by the end of the month. Some of you have been asking where the money went 😅
Efua: Thank you. It's overdue
#nt_wish_book Yaw: We should write a book when we're rich. "From Oyarifa to Chicken Empire"
Kofi: Chapter one: the leaking roof
"""),
("2026-11-07 12:10", r"""
#vet_done Efua: Dr Ofori came. First Newcastle dose is in the water. He says the flock is healthy, average weight 172g on day 7, very good
Efua: [photo]
Kwame: That's better than June
Yaw: Gas brooders chale. Steady heat
Kofi: 😌
#t_vet_done Efua: Paid him the 350, receipt is in the kitty envelope
Nana: ayekoo efua 🙌🏾
"""),
("2026-11-08 18:30", r"""
#deposits_271 Nana: sunday update: 271 birds with deposits 🎉
Kwame: 271 already. We'll sell the 600, I'm not worried anymore
#t_dressing_re Nana: i didn't get to madina this week, work was crazy. i'll see auntie akos next week for sure
Yaw: Atta says the chicks are finishing the feeders faster now
Efua: That's how it should be
Kwame: Good weekend everyone. Make we finish strong
"""),
]

DECISIONS = [
    dict(id='d1', text='Christmas batch of 500 Cobb 500 chicks from Akwaaba Hatchery',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3'],
         agreed_by=['Kwame', 'Yaw', 'Efua', 'Kofi'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_a1', 'd2_a2']),
    dict(id='d2', text='Raise the batch to 800 birds, using the landlord\'s store room next to the pen',
         stated=['d2_p', 'd2_ans', 'd2_ans2', 'd2_a1', 'd2_a2', 'd2_a3', 't_landlord_done', 'd2_stands'],
         agreed_by=['Yaw', 'Efua', 'Kwame', 'Nana', 'Kofi'], objected_by=['Efua'],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_a1', 'd3_a2']),
    dict(id='d3', text='Batch of 600 birds (without the hotel order and with the feed price rise)',
         stated=['d3_p', 'd3_a1', 'd3_a2', 'd3_a3', 'd3_a4', 'd3_hatch'],
         agreed_by=['Kwame', 'Efua', 'Yaw', 'Nana', 'Kofi'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Brooder heat from 4 charcoal pots, refilled by Atta at night',
         stated=['d4_p', 'd4_a1', 'd4_a2', 'd4_a3'],
         agreed_by=['Yaw', 'Efua', 'Kwame', 'Nana'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_p', 'd5_a1', 'd5_a2']),
    dict(id='d5', text='Use the 4 gas brooders and 2 cylinders from Kofi\'s uncle at Akuse (GH₵ 1,500)',
         stated=['d5_p', 'd5_a1', 'd5_a2', 'd5_a3', 'd5_a4'],
         agreed_by=['Kofi', 'Efua', 'Yaw', 'Kwame', 'Nana'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Price GH₵ 180 per live bird, GH₵ 200 dressed, delivery extra',
         stated=['d6_p', 'd6_ans', 'd6_ans2', 'd6_a1', 'd6_a2', 'd6_a3', 'd6_a4'],
         agreed_by=['Nana', 'Kwame', 'Efua', 'Kofi', 'Yaw'], objected_by=['Kwame'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Each partner puts in GH₵ 3,500 by MoMo in two halves: 1,750 by Oct 25 and 1,750 by Nov 15',
         stated=['d7_p', 'd7_ans', 'd7_a1', 'd7_a2', 'd7_a3', 'd7_a4'],
         agreed_by=['Kwame', 'Yaw', 'Efua', 'Nana', 'Kofi'], objected_by=['Yaw'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Pre-orders need a 50% MoMo deposit; delivery GH₵ 20 anywhere in Accra',
         stated=['d8_p', 'd8_a1', 'd8_a2', 'd8_a3', 'd8_a4'],
         agreed_by=['Nana', 'Kwame', 'Efua', 'Yaw', 'Kofi'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Vaccines by Dr Ofori in drinking water: Newcastle day 7 and 21, Gumboro day 14; his day-7 visit GH₵ 350',
         stated=['d9_p', 'd9_a1', 'd9_a2', 'd9_a3'],
         agreed_by=['Efua', 'Kwame', 'Yaw', 'Nana'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Add 100 guinea fowl keets (akonfem) in a separate corner of the pen',
         stated=['d10_p', 'd10_a1', 'd10_a2', 'd10_a3', 'd10_ok'],
         agreed_by=['Yaw', 'Nana', 'Kofi', 'Efua', 'Kwame'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d10_drop_p', 'd10_drop_a1', 'd10_drop_a2']),
    dict(id='d11', text='Supply Palmwood Hotel 150 dressed birds at GH₵ 190 for Dec 18',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_a3', 'd11_a4'],
         agreed_by=['Nana', 'Kwame', 'Efua', 'Yaw', 'Kofi'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d11_drop_p', 'd11_drop_a1', 'd11_drop_a2']),
    dict(id='d12', text='Stay with Asaase Feeds (delivered to the farm), paid per delivery, rather than mixing own feed',
         stated=['d12_p', 'd12_ans', 'd12_a1', 'd12_a2', 'd12_a3'],
         agreed_by=['Kwame', 'Efua', 'Kofi', 'Yaw', 'Nana'], objected_by=['Kofi'],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_incub', 'n_incub_no'], 'proposal not taken up'),    # own incubator → one thing at a time
    (['n_exes'], 'joke'),                                     # guinea fowl named after exes
    (['n_bot_price', 'bot_price_r'], 'bot suggestion ignored'),  # Codex: GH₵ 195
    (['n_bot_early', 'n_bot_early_r'], 'bot suggestion ignored'),  # Claudie: early-bird discount
    (['n_own_feed', 'n_own_feed_no'], 'proposal not taken up'),  # mix our own feed
    (['n_hypo_price', 'n_hypo_price_r'], 'hypothetical'),     # if feed goes up again, 200
    (['n_hamper', 'n_hamper_no'], 'proposal not taken up'),   # Christmas hampers
    (['n_dog', 'n_dog_no'], 'proposal not taken up'),         # a farm dog → after Christmas
    (['n_solar', 'n_solar_no'], 'proposal not taken up'),     # solar panel → after this batch
    (['n_gizzard', 'n_gizzard_r'], 'question'),               # gizzards separately → December
]

TODOS = [
    dict(id='t1', owner='Kwame', task='Call Akwaaba Hatchery and book the chick pickup for Sat Oct 31',
         taken=['t_hatch'], due='2026-10-06', status='done', closed_by=['t_hatch_done'], handed_to=None),
    dict(id='t2', owner='Kofi', task='Fix the leaking brooder-house roof (3 new sheets)',
         taken=['t_roof', 't_roof_hand_ok'], due='2026-10-10', status='done',
         closed_by=['t_roof_done'], handed_to='Yaw'),
    dict(id='t3', owner='Yaw', task='Buy 4 charcoal pots and 10 bags of charcoal at Madina market',
         taken=['t_charcoal'], due='2026-10-18', status='dropped', closed_by=['t_charcoal_drop'], handed_to=None),
    dict(id='t4', owner='Nana', task='Send Palmwood Hotel a formal quote and invoice',
         taken=['t_quote'], due='2026-10-16', status='dropped', closed_by=['d11_drop_p', 't_quote_drop'], handed_to=None),
    dict(id='t5', owner='Yaw', task='Ask Opanyin Boateng about using his old store room',
         taken=['t_landlord'], due='2026-10-18', status='done', closed_by=['t_landlord_done'], handed_to=None),
    dict(id='t6', owner='Codex', task='Build the pre-order tally sheet',
         taken=['t_sheet'], due='', status='done', closed_by=['t_sheet_done'], handed_to=None),
    dict(id='t7', owner='Nana', task='Post the pre-order flyer with the deposit rule on WhatsApp status',
         taken=['t_flyer'], due='2026-10-15', status='done', closed_by=['t_flyer_done'], handed_to=None),
    dict(id='t8', owner='Efua', task='Book Dr Ofori for the day-7 vaccination visit (Sat Nov 7)',
         taken=['t_vet'], due='2026-10-25', status='done', closed_by=['t_vet_ctx'], handed_to=None),
    dict(id='t9', owner='Kofi', task='Bring the 4 gas brooders and filled cylinders to the farm',
         taken=['t_brooder'], due='2026-10-30', status='done', closed_by=['t_brooder_done'], handed_to=None),
    dict(id='t10', owner='Kwame', task='Order the first starter feed from Asaase, delivered before the chicks',
         taken=['t_feed'], due='2026-10-29', status='done', closed_by=['t_feed_done'], handed_to=None),
    dict(id='t11', owner='Claudie', task='Work out starter and finisher bags for 600 birds at the new prices',
         taken=['t_calc'], due='', status='done', closed_by=['t_calc_done'], handed_to=None),
    dict(id='t12', owner='Efua', task="Bring glucose, vitamins and anti-stress powder for the chicks' arrival",
         taken=['t_drugs'], due='2026-10-30', status='done', closed_by=['t_drugs_done'], handed_to=None),
    dict(id='t13', owner='Yaw', task='Pick up the chicks at Akwaaba Kasoa at 6am',
         taken=['t_pickup'], due='2026-10-31', status='done', closed_by=['t_pickup_done'], handed_to=None),
    dict(id='t14', owner='Nana', task='Book Auntie Akos at Madina market to dress the birds in December',
         taken=['t_dressing', 't_dressing_re'], due='2026-11-08', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Kwame', task='Share a spreadsheet of all income and expenses since September',
         taken=['t_acct'], due='2026-11-30', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_beer', 'nt_beer_r'], 'banter promise'),          # a crate of Club
    (['nt_help', 'nt_help_no'], 'offer declined'),         # hold the ladder
    (['n_bot_insure'], 'bot offer not taken up'),          # Claudie: poultry insurance
    (['nt_goat'], 'banter promise'),                       # a goat each if we sell out
    (['nt_sheet', 'nt_sheet_r'], 'already done by someone else'),  # update the sheet → Nana did
    (['nt_solar_wish'], 'vague wish'),                     # the farm on solar one day
    (['nt_wish_book'], 'vague wish'),                      # a book when we're rich
    (['nt_register'], 'vague promise'),                    # register properly next year
    (['t_drinkers_ctx'], 'instruction to others'),         # Kwame, buy 2 drinkers
    (['drinkers_done'], 'already done'),                   # bought on Sunday already
    (['d7_pay'], 'already done'),                          # first 1,750 sent
    (['nt_weigh'], 'instruction to others'),               # weigh 10 on Saturday
]

QUESTIONS = [
    # ---- changed
    ('How many birds are in the Christmas batch now?',
     ['d3_p', 'd3_a4', 'd3_hatch'], '600 (first 500, then raised to 800, then cut to 600)', 'changed'),
    ('What size of batch did we start out planning?',
     ['d1_p', 'd1_a1'], '500 Cobb 500 chicks, the same as the June batch', 'changed'),
    ('Why was the 800 plan cut back?',
     ['money_info2', 'd3_p', 'd11_drop_p', 'trig_feed'],
     'The Palmwood order was dropped and feed went up about 18%; 800 would cost GH₵ 41,700 with only 168 deposits, so 600', 'changed'),
    ('What is keeping the chicks warm in the brooder house?',
     ['d5_p', 't_brooder_done'], "Four gas brooders with two cylinders from Kofi's uncle at Akuse", 'changed'),
    ('What heating did we first agree on for brooding?',
     ['d4_p', 'd4_a3'], 'Four charcoal pots refilled by Atta at night', 'changed'),
    ('Are we still doing guinea fowl this Christmas?',
     ['trig_keets', 'd10_drop_p', 'd10_drop_a1'],
     'No. The vet said not to brood keets with broilers and Akwaaba has none until January', 'changed'),
    ('Is the hotel order still on?',
     ['trig_hotel', 'hotel_cost', 'd11_drop_p'],
     'No. Palmwood needs birds dressed at an FDA-registered facility; Ashaiman charges 35 a bird and is booked, so it was dropped', 'changed'),
    ('Did the deadline for the partner top-up change?',
     ['d7_p', 'd7_obj', 'd7_ans'],
     'Yes: instead of 3,500 by Oct 25 it was split into 1,750 by Oct 25 and 1,750 by Nov 15, for everyone', 'changed'),
    # ---- owner
    ('Who actually repaired the brooder house roof?',
     ['t_roof', 't_roof_hand_ask', 't_roof_hand_ok', 't_roof_done'],
     'Yaw (Kofi took it on, then was sent to Takoradi and handed it over)', 'owner'),
    ('Who set up the pre-order tracking sheet?',
     ['t_sheet_q', 't_sheet_done'], 'Codex (bot)', 'owner'),
    ('Who calculated the feed bags for 600 birds?',
     ['t_calc_q', 't_calc_done'], 'Claudie (bot)', 'owner'),
    ('Who went to Kasoa for the chicks?',
     ['t_pickup', 't_pickup_done'], "Yaw, in his cousin's van", 'owner'),
    ('Who arranged the vet visit?',
     ['t_vet', 't_vet_ctx'], 'Efua', 'owner'),
    # ---- status
    ('Were the charcoal pots ever bought?',
     ['t_charcoal', 't_charcoal_drop'], 'No, the gas brooders made them unnecessary; Yaw had not gone to Madina yet', 'status'),
    ('Did the quote to Palmwood go out?',
     ['t_quote', 't_quote_drop'], 'No, Nana stopped it half done when the hotel order was dropped', 'status'),
    ('Is the dressing lady booked for December?',
     ['t_dressing', 't_dressing_re'], 'Not yet; Nana did not get to Madina market that week and says she will see Auntie Akos next week', 'status'),
    ("Has Kwame's income and expense spreadsheet been shared?",
     ['t_acct'], 'Not yet; he promised it by the end of November', 'status'),
    ('Did the starter feed get to the farm?',
     ['t_feed', 't_feed_done'], 'Yes, Asaase delivered 16 bags on Oct 29, stacked on pallets', 'status'),
    ('Did the landlord say yes to the store room?',
     ['t_landlord', 't_landlord_done'], 'Yes, GH₵ 400 extra a month till January, door closed back up afterwards', 'status'),
    # ---- single
    ('What does one chick cost from the hatchery this time?',
     ['t_hatch_done'], 'GH₵ 14.50', 'single'),
    ("What did Kofi's uncle ask for the brooders?",
     ['d5_p'], 'GH₵ 1,500 for four brooders with two cylinders', 'single'),
    ('What did the birds weigh on average at the day-7 check?',
     ['vet_done'], '172 g', 'single'),
    ('What does the registered abattoir charge per bird?',
     ['hotel_cost'], 'GH₵ 35 (the one at Ashaiman, booked out for December)', 'single'),
    ('How many birds had deposits at the last count?',
     ['deposits_271'], '271', 'single'),
    ('How much do we charge for delivery?',
     ['d8_p'], 'GH₵ 20 anywhere in Accra', 'single'),
    # ---- temporal
    ('When did the chicks arrive?',
     ['t_hatch_done', 't_pickup_done'], 'Saturday October 31, picked up at 6am', 'temporal'),
    ('By when is the second half of the top-up due?',
     ['d7_ans'], 'November 15', 'temporal'),
    ('When does the Gumboro dose happen?',
     ['d9_p', 't_vet'], 'Day 14, i.e. Saturday November 14 (day 7 was Nov 7)', 'temporal'),
    ('For what date did the hotel want its birds?',
     ['hotel_info'], 'December 18', 'temporal'),
    # ---- multi
    ('How many chicks have died so far and how many are left?',
     ['t_pickup_done', 'day1', 'left609'], '3 (2 dead on arrival, 1 overnight) out of 612, so 609 left', 'multi'),
    ('What happened when feed prices went up?',
     ['trig_feed', 'n_own_feed', 'd12_p', 'd12_obj', 'd12_a1'],
     'Starter rose to 420 and finisher to 395 (about 18%); Kofi wanted to mix feed but they stayed with Asaase, paying per delivery', 'multi'),
    ('Why did Kwame come round on the bird price?',
     ['d6_obj', 'd6_ans', 'd6_ans2', 'd6_a1'],
     'Nana said Madina birds are 1.8 kg against their 2.6 kg and delivered to the door; Yaw said nobody complained about price in June', 'multi'),
    ('Has everyone paid the first half of the top-up, and who was last?',
     ['d7_ans', 'd7_pay', 'd7_pay_r'], 'Yes, 1,750 each; Yaw was last, on Oct 27 after his salary came', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=0, seed=20261005)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
