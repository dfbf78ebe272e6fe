#!/usr/bin/env python3
"""Korean island villagers' chat (여수 개도 화산마을 택배 공동수령 단톡방):
택배를 백야도 슈퍼로 모아 마을 어선으로 실어 오는 시범 운영, 2026-09-28 .. 2026-11-01, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '재훈': (6173920485, False),   # 41, 귀어 5년차 (전복 가두리); started the group, sheets and notices
    '정숙': (5829036174, False),   # 58, 부녀회장; the money, the ledger, visits the elders
    '동수': (7260418359, False),   # 66, 화산마을 이장; 면사무소, 마을방송; 사투리, little spacing
    '경태': (5403718826, False),   # 54, 선장 of the village boat 해진호; carries the parcels; terse
    '미영': (6938204517, False),   # 47, runs 백야슈퍼 by the 백야 선착장 (mainland side); keeps the parcels
    '클로디': (7794021563, True),  # bot; polite
    '잼민이': (7830915246, True),  # bot; casual, emoji
}

SESSIONS = [
("2026-09-28 20:10", r"""
재훈: 다들 저녁 드셨어요? 추석 택배 난리 난 거 때문에 방 하나 팠습니다
재훈: 이장님 부녀회장님 경태 형님 그리고 백야슈퍼 사장님 초대했어요
동수: 머여이거
동수: 단톡방이여?
미영: 안녕하세요~ 백야슈퍼예요 ㅎㅎ
경태: ㅇ
#bg1 재훈: 추석 전에 대합실에 택배 서른 개 넘게 쌓여있었잖아요 비 맞고 박스 다 젖고 ㅠ
#bg2 재훈: 씨제이 대리점에서 이제 선착장까지만 갖다놓고 섬으로는 책임 못진다고 했대요
정숙: 우리 언니 고춧가루도 거기서 없어졌어요 세상에
#d_place_p 재훈: 그래서 생각한 게 주소를 전부 백야슈퍼로 받고 사장님 창고에 모아뒀다가 경태 형님 배로 한번에 실어오는 거예요
#d_place_my 미영: 네 창고 뒤쪽 반은 비워드릴 수 있어요 어차피 겨울 전엔 물건 많이 안 들여놔서
#d_place_a1 >d_place_p 정숙: 그럼 너무 좋죠 저는 찬성
동수: 사장님헌티 미안해서어쩐댜
미영: 아유 괜찮아요 이장님 ㅎㅎ 오가며 라면이라도 하나 더 사가시면 되죠
#n_ramen 미영: 보관료는 라면 한 박스씩 받을게요 ㅋㅋ
정숙: ㅋㅋㅋㅋ
#d_place_ds 동수: 그라믄 슈퍼로 하는걸로 허자
#d_run1_p 경태: 배는 화 금 오후 세시. 백야서 출발
#d_run1_a1 재훈: 좋아요 화요일 금요일 세시!
#d_run1_a2 정숙: 네 그때 회관 앞에서 기다리면 되죠?
경태: 선착장
#d_fee1_p 정숙: 근데 기름값은 어떻게 해요 경태씨 공짜로 하라 할 순 없잖아
#d_fee1_p2 정숙: 택배 하나에 천원씩 받아서 모으면 어때요
#d_fee1_a1 재훈: 저는 건당 천원 좋아요
#d_fee1_ds 동수: 천원이믄 노인네들도 낼만하제 그려
#d_fee1_a2 미영: 네 그정도면 다들 내실 것 같아요
#t_addr 재훈: 주소 어떻게 쓰는지 안내문은 제가 만들게요 내일 저녁까지
#t_driver 미영: 택배 기사님들한테는 제가 이번주 안에 말해둘게요 씨제이 롯데 한진 세 분 다 얼굴 알아요
#t_shelf 미영: 창고 선반도 내일 정리해 놓을게요
재훈: 감사합니다 사장님 진짜
#n_drone 동수: 드론으로 받으믄 되는거 아녀 요새 다 드론이라던디
재훈: ㅋㅋㅋ 이장님 그건 군에서 시범사업 해야돼요
""",),
("2026-09-29 09:40", r"""
#t_office 동수: 오늘 면사무소 가는길에 섬택배 지원사업 있는가 물어볼랑께
재훈: 네 이장님 부탁드려요
#d_fuel_p 재훈: 경태 형님 기름값은 한번 왕복에 삼만원 정도 드리면 될까요 택배비 모인 걸로
#d_fuel_obj >d_fuel_p 정숙: 삼만원이요? 한번에 택배 열개 스무개면 천원씩 모아도 그거 안 나오는데
정숙: 한달이면 이십사만원인데
#d_fuel_ans 동수: 시범으로 한달은 마을기금에서 모자란거 보태믄 되야 그정도는 기금서 써도 아무도 뭐라 안혀
#d_fuel_jsk 정숙: 이장님이 그러시면 저는 됐어요 한달 해보고 다시 봐요
#d_fuel_gt 경태: 삼만이면 됨
재훈: 오케이 그럼 한번에 삼만원으로!
#n_bot_p 재훈: 아 그리고 봇 둘도 넣어놨어요 안내문 같은거 써달라고 하면 써줘요
재훈: @클로디 @잼민이 인사 좀 해주세요
클로디: 안녕하세요, 화산마을 여러분. 클로디입니다. 안내문이나 정리가 필요하시면 말씀해 주세요 😊
잼민이: ㅎㅇㅎㅇ 잼민이임 🐟 계산이면 나한테 맡겨!
동수: 아따 기계가 말을허네
#t_bot_notice_q 정숙: @클로디 마을 게시판에 붙일 안내문 좀 써줘요 택배 주소는 백야슈퍼로 받고 화요일 금요일에 배로 가져온다 택배 하나에 천원
#t_bot_notice 클로디: 네, 게시판용으로 짧고 큰 글씨에 맞게 초안 만들어 드릴게요. 잠시만요.
""",),
("2026-09-29 10:05", r"""
#t_bot_notice_done 클로디: [화산마을 택배 공동수령 안내]\n1. 택배 받는 주소: 여수시 화정면 백야리 백야슈퍼 (받는 사람: 개도 화산 ○○○)\n2. 화요일·금요일 오후 3시 백야 출발, 해진호로 개도 선착장까지\n3. 택배 1개당 1,000원 (부녀회장님께)\n4. 문의: 재훈 010-XXXX-XXXX\n글씨 크기는 인쇄할 때 키우시면 됩니다.
정숙: 오 잘 썼네
#nd_bot_scan 클로디: 참고로 택배가 많아지면 송장 바코드를 찍어 두는 앱을 쓰시면 분실을 줄일 수 있어요.
동수: 바코드는 모르겄고
재훈: 일단 공책으로 해요 ㅋㅋ
#nt_ledger 정숙: 장부 공책은 제가 어제 벌써 하나 사놨어요 돈은 부녀회 통장으로 받고
재훈: 좋습니다
""",),
("2026-09-29 19:30", r"""
#t_bot_calc_q 재훈: @잼민이 택배 건수 적으면 한달에 집집마다 얼마 나오는지 자동으로 나오는 표 하나 만들어줘 건당 천원
#t_bot_calc 잼민이: ㅇㅋ 구글시트로 만들어줄게 잠만 ✍️
#t_bot_calc_done 잼민이: 완성 🎉 열은 날짜/집/건수/금액, 맨 아래 집별 합계 자동 계산됨\nhttps://docs.google.com/spreadsheets/d/1hwasan-taebae-2026 \n건수만 넣으면 금액은 알아서 나와!
#nt_bot_sms 잼민이: 택배 도착하면 집집마다 문자 자동으로 가게 해줄까? 📱
정숙: 저는 시트는 잘 몰라서 재훈씨가 봐줘요
재훈: 네네
경태: 박스는 어디 담아옴
#t_box 경태: 방수포랑 큰 플라스틱 통은 내가 구해볼게 금요일 전까지
재훈: 오 감사해요 형님
""",),
("2026-09-30 08:15", r"""
#t_shelf_done 미영: 선반 두칸 비웠어요 왼쪽이 개도 칸 ㅎㅎ
미영: [사진]
#ledger_acct 정숙: 장부 앞장에 집 이름 다 적어놨어요 부녀회 농협 통장 351-XXXX-XXXX-23
재훈: 👍
#d_bc_p 재훈: 이장님 배 들어오는 날 마을방송 한번 해주실 수 있어요? 택배 찾아가라고
#d_bc_ds 동수: 그거야 어렵지 않제 배 대믄 내가 방송할게
#d_bc_a1 정숙: 그게 제일 확실해요 어르신들 카톡 안 보셔
#d_bc_gt 경태: 들어오기 전에 전화줌
#nt_bc_done 동수: 근디 아침에 한번 벌써 했어 택배 주소 바꾸라고
재훈: ㅋㅋ 이장님 빠르시다
""",),
("2026-09-30 21:05", r"""
#t_addr_done 재훈: 안내문 크게 뽑아서 회관이랑 선착장에 붙였어요 이거예요
재훈: [사진]
#t_addr_done2 재훈: 주소 예시도 넣었어요 받는분 칸에 꼭 '개도 화산 이름' 이렇게 쓰라고
미영: 오 제 가게 이름 크게 나왔네요 ㅋㅋㅋ 광고 효과
정숙: 이거 좋네 근데 어르신들은 주소를 어떻게 바꿔 쿠팡 같은거
#t_elder 재훈: 그건 제가 주말에 집집마다 돌면서 폰으로 배송지 바꿔 드릴게요
동수: 그려 재훈이가 젊응께
#nt_bridge 재훈: 언젠가 다리 놓이면 이런 고생 안 하겠죠ㅎㅎ
동수: 다리는 내 살아서는 못봐
정숙: 에이 이장님 오래 사셔야지
""",),
("2026-10-01 13:20", r"""
#t_driver_done 미영: 오늘 롯데 한진 기사님 다 오셔서 말했어요 씨제이 기사님도 아침에 말했고요 개도 건은 다 가게에 내려주시기로
재훈: 사장님 최고 👍👍
#t_box_done 경태: 통 네개 구함 방수포는 배에있던거
경태: [사진]
#nd_moj_p 경태: 모전마을도 같이 받어주믄 어떰 거기도 난리라는디
#nd_moj_no >nd_moj_p 동수: 우선 우리 마을만 해보고 봐야제 처음부터 크게 벌리믄 탈나
재훈: 네 일단 화산만 해보고요
""",),
("2026-10-02 14:40", r"""
#first_run 미영: 오늘 개도 택배 9개요 냉장 1개 있어요
미영: [사진]
경태: 지금 실음
동수: 방송했다
+1h 경태: 도착
정숙: 회관 앞에 놔두고 장부 적었어요 9개 9천원
#n_kpay_p 정숙: 돈 받기 귀찮은데 카카오페이로 받으면 안돼요?
#n_kpay_no 동수: 노인네들 카카오페이 그런거 몰라 현금으로 혀
재훈: 첫날 성공이네요 ㅋㅋ
#nt_sashimi 경태: 잘 되믄 회 한접시 쏨
""",),
("2026-10-03 11:00", r"""
재훈: 오늘 개천절이라 택배 없죠?
미영: 네 기사님들 다 쉬어요
#nq_return_q 정숙: 근데 반품할 때는 어떻게 해요? 우리 시누 옷 반품해야 된다던데
재훈: 아 반품은 아직 생각 못 했네요 기사님이 슈퍼에서 가져가시면 되긴 할 텐데
""",),
("2026-10-04 16:30", r"""
재훈: 오늘 여섯 집 돌았어요 박씨 할머니네는 폰이 너무 옛날거라 손자한테 말해놨고요
#t_elder_re 재훈: 나머지는 다음 주에 마저 돌게요
정숙: 수고했어요 재훈씨
""",),
("2026-10-05 19:10", r"""
#d_photo_p 재훈: 제안 하나요 택배 배에서 내리면 사진 한장 찍어서 마을 전체방에 올리면 어때요 누구 건지 보이게
#d_photo_a1 정숙: 좋아요 그럼 내 거 왔나 전화 덜 오겠다
#d_photo_a2 미영: 저도 슈퍼에서 실을 때 한장 찍을게요
#d_photo_ds 동수: 그려 그라믄 헛걸음 안하제
#t_phone 재훈: 사진 찍는 용도로 중고폰 하나 구해볼게요 회관에 두게
#n_bot_daily 잼민이: 아예 매일 배 띄우면 사진 올릴 일도 없고 더 편하지 않아? 🚤
경태: 매일은 못함
재훈: ㅋㅋ 형님 조업 나가셔야지
""",),
("2026-10-06 14:55", r"""
미영: 오늘 16개요 많다!
미영: [사진]
경태: 실음
+1h 동수: 방송했다
정숙: 16개 장부 적었어요 한 집이 다섯개 ㅋㅋ 누군지 말 안 할게
재훈: ㅋㅋㅋㅋ 누군지 알 것 같은데요
#d_run2_why 경태: 다음주부터 사리라 화요일에 바다 나가야됨
#d_run2_p 경태: 월 목으로 하믄 안됨?
#d_run2_a1 >d_run2_p 재훈: 저는 월목 괜찮아요
#d_run2_ds 동수: 물때가 그라믄 어쩔수 없제 월목으로 혀
#d_run2_a2 정숙: 네 안내문만 고치면 되죠 뭐
""",),
("2026-10-07 10:25", r"""
#frozen1 정숙: 어제 온 택배 중에 냉동 갈비 있었는데 다 녹았대요 박스 안에 물 흥건
정숙: 윗집 며느리가 보낸 거라는데 속상해하셔요
#d_freeze_p 재훈: 미영 사장님 혹시 냉동고 한 칸만 개도 택배용으로 쓸 수 있을까요
#d_freeze_obj 미영: 음 냉동고가 아이스크림이랑 같이 쓰는 거라.. 전기세도 있고 자리가 빠듯해요
#d_freeze_ans 정숙: 전기세는 택배비 모은데서 한달에 만원씩 드리면 어때요
#d_freeze_my >d_freeze_ans 미영: 그러면 아래칸 하나 비워볼게요 ㅎㅎ 대신 냉동은 배 뜨는 날에만 받아요
#d_freeze_ds 동수: 그려 냉동은 미영씨 냉동고에
재훈: 감사합니다 진짜 ㅠ
#t_freezer 미영: 오늘 저녁에 아래칸 정리할게요
""",),
("2026-10-08 09:00", r"""
#t_freezer_done 미영: 냉동고 아래칸 비웠어요 '개도' 라고 써붙였어요
미영: [사진]
#d_shop_p 정숙: 그리고 하나 더요 배가 어차피 백야 들르니까 어르신들 장보기 부탁도 받으면 어떨까요 하나로마트 가기 힘드시잖아요
#d_shop_my 미영: 우리 가게에 있는 건 제가 담아드리고 없는 건 옆에 하나로 가서 사오면 되죠 ㅎㅎ
#d_shop_a1 재훈: 오 좋네요 어르신들 엄청 좋아하시겠다
#d_shop_ds 동수: 그라믄 노인네들 배타고 안나가도 되것네 좋다
#nt_form 정숙: 장보기 주문 받는 종이는 벌써 몇 장 만들어놨어요 ㅎㅎ 내일 돌리면 돼요
#t_shop_calc 재훈: 장보기 돈 계산하는 표는 제가 주말에 따로 만들게요
#n_delivery_joke 동수: 이러다 미영씨가 개도에 2호점 내는거 아녀
#nt_branch 미영: 대박나면 개도에 2호점 냅니다 ㅋㅋㅋ
""",),
("2026-10-08 15:10", r"""
미영: 오늘 목요일 첫배 12개요 냉동 2개는 냉동고에서 바로 꺼냄
미영: [사진]
#photo_post1 재훈: 마을방에 사진 올렸어요
동수: 방송했다
정숙: 냉동 안 녹았대요 ㅎㅎ 다행
""",),
("2026-10-09 11:30", r"""
#t_office_done 동수: 면사무소서 들었는디 섬택배 운송비 지원사업 여수시서 내년에 한다더라 신청서는 11월에 받는대
#t_office_done2 동수: 마을단위로 내믄 된다고 혀
재훈: 오 대박 그럼 기름값 걱정 덜겠네요
정숙: 이장님 최고
#nt_council 동수: 언제 시의원헌티도 한번 얘기해볼게
""",),
("2026-10-10 18:45", r"""
재훈: 오늘 갈치 잘 잡혔어요? 형님
경태: 그냥저냥
경태: [사진]
미영: 와 은빛 봐 ㅋㅋ
정숙: 한마리만 ㅎㅎ
#nd_typhoon_q 재훈: 근데 태풍 와서 배 며칠 못 뜨면 어떡하죠
#nd_typhoon_r 미영: 그럼 그냥 제 창고에 계속 두면 되죠 뭐 냉동만 안 상하게
정숙: 올해는 태풍 안 왔음 좋겠다
""",),
("2026-10-12 13:05", r"""
#mon1 미영: 아 죄송해요 저 오늘 월요일 정기휴무라 가게 문 닫았어요 ㅠㅠ 깜빡했네
미영: 택배는 기사님들이 문앞에 쌓아놓고 갔대요
경태: 나 지금 백야인디 창고 잠겼음 택배 열여덟개 문앞에 있음
정숙: 어머 어떡해
#mon2 미영: 남편보고 열어주라 했어요 10분만요
+20m 경태: 실음
#d_run3_why 미영: 그리고 월요일엔 기사님들도 오후 늦게 와요 주말 물량 때문에 다섯시 넘어서
#d_run3_p 미영: 수요일 토요일로 하면 안될까요? 둘 다 오전에 택배 다 들어와요
#d_run3_gt 경태: 수토 나는 됨 물때도 괜찮고
#d_run3_obj >d_run3_p 정숙: 토요일은 제가 자식들 오는 날이라 장부 보기가 좀.. 회관 못 나가요
#d_run3_ans 재훈: 토요일 장부는 제가 볼게요 부녀회장님은 수요일만 봐주세요
#d_run3_jsk 정숙: 그럼 저는 좋아요 ㅎㅎ
#d_run3_ds 동수: 수요일 토요일 오후 세시 그대로 허고
재훈: 안내문 또 고쳐야겠다 ㅋㅋ
#t_notice3 재훈: 오늘 밤에 고쳐서 내일 아침에 붙일게요
""",),
("2026-10-13 07:50", r"""
#t_notice3_done 재훈: 회관 선착장 둘 다 새로 붙였어요 수 토 세시
재훈: [사진]
#t_elder_hand 재훈: 아 그리고 부녀회장님 죄송한데요 저 가두리 그물 갈아야 돼서 이번주 다음주 거의 바다에 있어야 해요 ㅠ 주소 바꿔드리는 거 남은 집 좀 부탁드려도 될까요
#t_elder_hand2 재훈: 남은 집은 일곱 집이에요 명단 보낼게요
#t_elder_ok >t_elder_hand 정숙: 네 그건 제가 할게요 어차피 장보기 종이 돌리면서 같이 하면 돼요
#nt_list_due 정숙: 다들 집안에 아직 주소 안 바꾼 사람 있으면 금요일까지 저한테 알려주세요
""",),
("2026-10-14 10:20", r"""
미영: 오늘 수요일 첫배 택배 14개 + 쌀 20키로 두포대요
미영: 쌀이 무거워서 경태씨 혼자 못 들 거 같은데
경태: 들수는있음 근디 배 자리 차지함
#d_big_p 재훈: 큰 짐은 따로 받는 게 맞을 것 같아요 20키로 넘는 건 한 건에 오천원 어때요
#d_big_obj >d_big_p 동수: 비료 포대는 어쩔거여 그것도 오천원씩이믄 농사짓는 사람들 난리나
#d_big_ans 정숙: 비료는 농협에서 배로 넣어주잖아요 이장님 그건 택배 아니에요
#d_big_ds 동수: 아 그렇제 그라믄 오천원 혀
#d_big_gt 경태: ㅇㅋ
#d_big_my 미영: 네 큰 건 따로 표시해둘게요
""",),
("2026-10-14 15:30", r"""
경태: 도착
동수: 방송했다
#photo_post2 재훈: 사진 올렸어요 [사진]
#nd_lock_p 재훈: 나중에 돈 좀 모이면 회관 앞에 무인 택배함 하나 두는 것도 괜찮을 것 같아요
#nd_lock_no 정숙: 그거 백만원 넘어요 아직은 무리예요
""",),
("2026-10-15 20:30", r"""
#shop_orders 정숙: 장보기 주문 종이 돌렸어요 벌써 열일곱 집이 썼어요 ㅋㅋㅋ
정숙: [사진]
>shop_orders 미영: 헉 열일곱이요?
정숙: 두부 콩나물 소주 ㅋㅋ 다양해요
미영: 목록 주세요 ㅎㅎ
""",),
("2026-10-16 12:10", r"""
미영: 장보기 해보는 중인데요 ㅠ 하나로에 없는 것도 있고 돈 계산이 너무 헷갈려요
미영: 누구는 만원 줬는데 만삼천원어치고 누구는 오천원 남고
미영: 가게 보면서 하기는 솔직히 힘들 것 같아요
정숙: 아이고 ㅠ 미안해요 사장님
경태: 배에 짐 너무 많아짐 토요일에 택배까지 다 못실음
""",),
("2026-10-17 09:30", r"""
#d_shop_drop_p 정숙: 장보기는 그냥 이번 한번만 하고 안 하는 걸로 해요 사장님 너무 고생이다
#d_shop_drop_ds 동수: 그려 무리하믄 택배까지 망쳐 장보기는 그만혀
#d_shop_drop_my 미영: 죄송해요 ㅠ 마음은 있는데
#d_shop_drop_a 재훈: 아녜요 사장님 택배만 해주셔도 감사하죠
#t_shop_calc_drop 재훈: 장보기 계산표는 아직 손도 못 댔는데 이제 안 만들어도 되겠네요 ㅎㅎ
""",),
("2026-10-17 15:05", r"""
미영: 오늘 토요일 택배 11개 장보기 봉지 6개요
경태: 실음
+1h 재훈: 장부 적었어요 11개 + 큰짐 1 (오천원)
재훈: 토요일 장부는 제가 보니까 공책 회관 서랍에 넣어뒀어요
정숙: 네 ㅎㅎ 고마워요
""",),
("2026-10-19 08:40", r"""
#photo_complain 정숙: 마을방에 택배 사진 너무 많이 올라온다고 어르신들이 뭐라 하셔요 폰 느려진다고
동수: 내폰도 사진땜시 꽉찼다고 뜨더라
#d_photo_drop_p 재훈: 아 그럼 사진 올리는 건 그만할까요 방송이랑 장부로 충분할 것 같기도 하고
#d_photo_drop_ds 동수: 그려 사진은 고만혀 방송하믄 다 알어
#d_photo_drop_my 미영: 네 저도 실을 때 사진은 안 찍을게요
#t_phone_drop 재훈: 중고폰도 그럼 안 구해도 되겠네요 알아만 보고 아직 안 샀어요 다행 ㅋㅋ
""",),
("2026-10-20 19:20", r"""
#nt_truck 미영: 큰 짐 있는 날은 제가 남편 트럭으로 선착장까지 실어다 드릴까요?
#nt_truck_no 경태: 창고서 배까지 열걸음인디 괜찮음
재훈: 오늘 바람 엄청 부네요
정숙: 내일 배 뜨겠어요?
경태: 봐야됨
""",),
("2026-10-21 14:50", r"""
미영: 오늘 13개요 바람 때문에 좀 늦게 실을까요
경태: 네시에 감
+90m 경태: 도착 파도 좀 있었음
동수: 방송했다
정숙: 경태씨 고생했어요 ㅠ
#t_elder_done 정숙: 아 그리고 주소 남은 일곱 집 다 바꿔드렸어요 박씨 할머니 손자도 바꿨대요
재훈: 와 부녀회장님 감사합니다 ㅠㅠ
""",),
("2026-10-22 20:15", r"""
#t_apply 동수: 지원사업 신청서 11월 되믄 내가 면사무소 가서 낼게
재훈: 네 이장님 필요한 서류 있으면 말씀해 주세요
동수: 그려
#nd_kakao_ch 재훈: 나중엔 카톡 채널 같은 거 만들어서 택배 알림 보내면 어떨까 싶기도 하고요
정숙: 그건 또 누가 해요 ㅋㅋ
재훈: 그쵸 ㅋㅋ 그냥 해본 말이에요
""",),
("2026-10-24 15:00", r"""
미영: 오늘 9개요 조용하네
경태: 실음
+1h 재훈: 장부 적었어요 9개
경태: [사진]
재훈: 노을 미쳤다
미영: 와 이건 액자 각 ㅋㅋ
""",),
("2026-10-26 09:15", r"""
#ins_q 동수: 근디 경태야 어선에 남의 짐 싣고 돈 받는거 그거 법에 안걸리냐 도선허가 그런거
동수: 면사무소서 누가 그러더라고
경태: 돈은 기름값이여
#t_ins >ins_q 경태: 수협에 한번 물어볼게 이번주에
재훈: 네 혹시 모르니까요 보험이라도 있어야 할 것 같아요
""",),
("2026-10-28 10:00", r"""
미영: 오늘 15개 냉동 1개요
#fee_hard 정숙: 재훈씨 건수 세서 집집마다 천원씩 받는거 도저히 못하겠어요 ㅠ 잔돈도 없고 누가 냈는지도 헷갈리고
#d_fee2_p 정숙: 11월부터는 집집마다 한 달에 오천원씩 걷을게요 택배 많은 집이나 적은 집이나
#d_fee2_ds >d_fee2_p 동수: 그게 낫다 월 오천원 혀
#d_fee2_a1 재훈: 저도 좋아요 큰 짐 오천원은 그대로 따로 받고요
#d_fee2_jsk 정숙: 네 큰 짐만 따로요
#d_fee2_gt 경태: ㅇㅋ
재훈: @잼민이 집마다 월 오천원이면 스물여덟 집 한 달에 얼마야
#fee_calc 잼민이: 28집 × 5,000원 = 140,000원! 한 달에 배 8번이면 기름값 24만원이라 10만원 모자람 🥲
#nd_bot_up 잼민이: 칠천원으로 올리면 19만 6천원까지 되는데 어때?
정숙: 일단 오천원으로 해보고요
""",),
("2026-10-28 15:40", r"""
경태: 도착
동수: 방송했다
""",),
("2026-10-29 21:10", r"""
#t_settle 재훈: 10월 결산 제가 정리해서 회관 게시판에 붙일게요 토요일까지
#nt_bot_settle 클로디: 원하시면 제가 결산표 양식을 만들어 드릴 수도 있어요.
정숙: 장부는 제가 사진 찍어서 보낼게요
정숙: [사진]
정숙: [사진]
""",),
("2026-10-31 10:30", r"""
#t_settle_done 재훈: 10월 결산 붙였어요\n택배 127건 127,000원 + 큰짐 3건 15,000원 = 142,000원\n기름값 10번 300,000원 + 냉동고 전기세 10,000원\n모자란 168,000원은 마을기금에서
재훈: [사진]
#nt_posted 재훈: 마을방에도 올릴까요?
#nt_posted_r >nt_posted 정숙: 아까 제가 찍어서 올렸어요 ㅎㅎ
동수: 기금서 보태는거는 다들 이해허실거여
+4h 미영: 오늘 택배 10개요 마지막 토요일 ㅎㅎ
경태: 실음
""",),
("2026-11-01 19:00", r"""
재훈: 한달 해봤는데 다들 어떠셨어요
정숙: 생각보다 잘 굴러갔어요 택배 없어진 건 하나도 없고
미영: 저도 기사님들이 편하다고 하세요 ㅎㅎ
동수: 노인네들이 재훈이 칭찬 허드라
재훈: ㅋㅋ 이장님이 방송 해주셔서죠
#t_ins_re 경태: 수협은 아직 못갔음 담주 화요일에 감
#t_apply_re 동수: 신청서는 11월 중순에 접수 시작한대 그때 낼게
#d_fee2_re 정숙: 이제 11월부터는 한 집에 오천원씩이에요 ㅎㅎ
동수: 그려
미영: 다들 고생하셨어요 ㅎㅎ 라면 사러 오세요
""",),
]

DECISIONS = [
    dict(id='d1', text='택배 실어 오는 배는 화·금 오후 3시 백야 출발',
         stated=['d_run1_p', 'd_run1_a1', 'd_run1_a2'],
         agreed_by=['경태', '재훈', '정숙'], objected_by=[],
         status='superseded', superseded_by='d2',
         changed_at=['d_run2_p', 'd_run2_a1', 'd_run2_ds', 'd_run2_a2']),
    dict(id='d2', text='배는 월·목으로 (화요일 사리 조업 때문에)',
         stated=['d_run2_p', 'd_run2_a1', 'd_run2_ds', 'd_run2_a2'],
         agreed_by=['경태', '재훈', '동수', '정숙'], objected_by=[],
         status='superseded', superseded_by='d3',
         changed_at=['d_run3_p', 'd_run3_gt', 'd_run3_jsk', 'd_run3_ds']),
    dict(id='d3', text='배는 수·토 오후 3시 (월요일 슈퍼 휴무·택배 늦게 옴); 토요일 장부는 재훈',
         stated=['d_run3_p', 'd_run3_gt', 'd_run3_ans', 'd_run3_jsk', 'd_run3_ds'],
         agreed_by=['미영', '경태', '재훈', '정숙', '동수'], objected_by=['정숙'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='택배비는 한 건에 천원',
         stated=['d_fee1_p2', 'd_fee1_a1', 'd_fee1_ds', 'd_fee1_a2'],
         agreed_by=['정숙', '재훈', '동수', '미영'], objected_by=[],
         status='superseded', superseded_by='d5',
         changed_at=['d_fee2_p', 'd_fee2_ds', 'd_fee2_a1']),
    dict(id='d5', text='11월부터 택배비는 집마다 한 달 오천원 (큰 짐 오천원은 따로)',
         stated=['d_fee2_p', 'd_fee2_ds', 'd_fee2_a1', 'd_fee2_jsk', 'd_fee2_gt', 'd_fee2_re'],
         agreed_by=['정숙', '동수', '재훈', '경태'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='택배 주소는 백야슈퍼로, 슈퍼 창고 뒤쪽에 모아뒀다가 경태 배로 실어 옴',
         stated=['d_place_p', 'd_place_my', 'd_place_a1', 'd_place_ds'],
         agreed_by=['재훈', '미영', '정숙', '동수'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='냉동 택배는 백야슈퍼 냉동고 아래칸에 (전기세 월 만원 드림, 배 뜨는 날만)',
         stated=['d_freeze_p', 'd_freeze_ans', 'd_freeze_my', 'd_freeze_ds'],
         agreed_by=['재훈', '정숙', '미영', '동수'], objected_by=['미영'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='20kg 넘는 큰 짐은 한 건에 오천원',
         stated=['d_big_p', 'd_big_ans', 'd_big_ds', 'd_big_gt', 'd_big_my'],
         agreed_by=['재훈', '정숙', '동수', '경태', '미영'], objected_by=['동수'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='경태 기름값은 왕복 한 번에 삼만원, 모자라면 한 달은 마을기금에서',
         stated=['d_fuel_p', 'd_fuel_ans', 'd_fuel_jsk', 'd_fuel_gt'],
         agreed_by=['재훈', '동수', '정숙', '경태'], objected_by=['정숙'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='배에서 내린 택배 사진을 마을 전체방에 올리기',
         stated=['d_photo_p', 'd_photo_a1', 'd_photo_a2', 'd_photo_ds'],
         agreed_by=['재훈', '정숙', '미영', '동수'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_photo_drop_p', 'd_photo_drop_ds', 'd_photo_drop_my']),
    dict(id='d11', text='어르신 장보기 부탁도 받아서 미영이 사고 배로 실어 오기',
         stated=['d_shop_p', 'd_shop_my', 'd_shop_a1', 'd_shop_ds'],
         agreed_by=['정숙', '미영', '재훈', '동수'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_shop_drop_p', 'd_shop_drop_ds', 'd_shop_drop_my']),
    dict(id='d12', text='배 들어오는 날 이장이 마을방송 (경태가 들어오기 전에 전화)',
         stated=['d_bc_p', 'd_bc_ds', 'd_bc_a1', 'd_bc_gt'],
         agreed_by=['재훈', '동수', '정숙', '경태'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_drone'], 'joke'),                                   # 드론으로 받자
    (['n_ramen'], 'joke'),                                   # 보관료 라면 한 박스
    (['nd_bot_scan'], 'bot suggestion ignored'),             # 클로디: 바코드 앱
    (['nd_moj_p', 'nd_moj_no'], 'proposal not taken up'),    # 모전마을도 같이
    (['n_kpay_p', 'n_kpay_no'], 'proposal not taken up'),    # 카카오페이로 받기
    (['nq_return_q'], 'question'),                           # 반품은 어떻게?
    (['n_bot_daily'], 'bot suggestion ignored'),             # 잼민이: 매일 배 띄우기
    (['nd_typhoon_q', 'nd_typhoon_r'], 'hypothetical'),      # 태풍이면?
    (['nd_lock_p', 'nd_lock_no'], 'proposal not taken up'),  # 무인 택배함
    (['nd_bot_up'], 'bot suggestion ignored'),               # 잼민이: 칠천원으로
]

TODOS = [
    dict(id='t1', owner='재훈', task='주소 쓰는 법 안내문 만들어 회관·선착장에 붙이기',
         taken=['t_addr'], due='2026-09-29', status='done', closed_by=['t_addr_done'], handed_to=None),
    dict(id='t2', owner='미영', task='택배 기사님들(씨제이·롯데·한진)에게 개도 건은 슈퍼에 내려달라고 말하기',
         taken=['t_driver'], due='2026-10-04', status='done', closed_by=['t_driver_done'], handed_to=None),
    dict(id='t3', owner='미영', task='창고 선반 비워 개도 택배 칸 만들기',
         taken=['t_shelf'], due='2026-09-29', status='done', closed_by=['t_shelf_done'], handed_to=None),
    dict(id='t4', owner='재훈', task='어르신 댁 돌며 쿠팡 등 배송지를 백야슈퍼로 바꿔 드리기',
         taken=['t_elder', 't_elder_re', 't_elder_ok'], due='2026-10-04', status='done',
         closed_by=['t_elder_done'], handed_to='정숙'),
    dict(id='t5', owner='경태', task='배에 실을 방수포와 큰 플라스틱 통 구하기',
         taken=['t_box'], due='2026-10-02', status='done', closed_by=['t_box_done'], handed_to=None),
    dict(id='t6', owner='동수', task='면사무소에 섬 택배 지원사업 있는지 물어보기',
         taken=['t_office'], due='2026-09-29', status='done', closed_by=['t_office_done'], handed_to=None),
    dict(id='t7', owner='미영', task='냉동고 아래칸 비워 개도 냉동 택배 자리 만들기',
         taken=['t_freezer'], due='2026-10-07', status='done', closed_by=['t_freezer_done'], handed_to=None),
    dict(id='t8', owner='클로디', task='마을 게시판 택배 안내문 초안 쓰기',
         taken=['t_bot_notice'], due='', status='done', closed_by=['t_bot_notice_done'], handed_to=None),
    dict(id='t9', owner='잼민이', task='집별 택배 건수·금액 자동 계산 시트 만들기',
         taken=['t_bot_calc'], due='', status='done', closed_by=['t_bot_calc_done'], handed_to=None),
    dict(id='t10', owner='재훈', task='바뀐 요일(수·토)로 안내문 고쳐 다시 붙이기',
         taken=['t_notice3'], due='2026-10-13', status='done', closed_by=['t_notice3_done'], handed_to=None),
    dict(id='t11', owner='재훈', task='10월 결산 정리해서 회관 게시판에 붙이기',
         taken=['t_settle'], due='2026-10-31', status='done', closed_by=['t_settle_done'], handed_to=None),
    dict(id='t12', owner='재훈', task='장보기 돈 계산하는 표 따로 만들기',
         taken=['t_shop_calc'], due='2026-10-11', status='dropped', closed_by=['d_shop_drop_p', 't_shop_calc_drop'], handed_to=None),
    dict(id='t13', owner='재훈', task='택배 사진 찍을 중고폰 구해 회관에 두기',
         taken=['t_phone'], due='', status='dropped', closed_by=['t_phone_drop'], handed_to=None),
    dict(id='t14', owner='경태', task='수협에 어선으로 택배 실어 나르는 것(도선 허가·보험) 물어보기',
         taken=['t_ins', 't_ins_re'], due='2026-11-01', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='동수', task='섬 택배 운송비 지원사업 신청서 면사무소에 내기 (11월 접수)',
         taken=['t_apply', 't_apply_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_ledger'], 'already done'),                     # 장부 공책 어제 사놨어요
    (['nt_bot_sms'], 'bot offer not taken up'),          # 잼민이: 도착 문자 자동
    (['nt_bc_done'], 'already done'),                    # 아침에 벌써 방송함
    (['nt_bridge'], 'vague wish'),                       # 다리 놓이면
    (['nt_sashimi'], 'banter promise'),                  # 잘 되면 회 한 접시
    (['nt_branch'], 'banter promise'),                   # 개도에 2호점
    (['nt_form'], 'already done'),                       # 장보기 주문 종이 벌써 만들어놓음
    (['nt_council'], 'vague promise'),                   # 언제 시의원한테
    (['nt_list_due'], 'instruction to others'),          # 금요일까지 알려달라
    (['nt_truck', 'nt_truck_no'], 'offer declined'),     # 남편 트럭 → 열 걸음
    (['nt_bot_settle'], 'bot offer not taken up'),       # 클로디: 결산표 양식
    (['nt_posted', 'nt_posted_r'], 'already done by someone else'),  # 마을방 → 정숙이 이미 올림
]

QUESTIONS = [
    # ---- changed
    ('택배 싣고 오는 배 지금은 무슨 요일에 떠?',
     ['d_run3_p', 'd_run3_gt', 'd_run3_ds'],
     '수요일·토요일 오후 3시 백야 출발 (화·금 → 월·목 → 수·토로 두 번 바뀜)', 'changed'),
    ('처음 정했던 배 뜨는 날은?',
     ['d_run1_p', 'd_run1_a1'], '화요일·금요일 오후 3시', 'changed'),
    ('화금에서 왜 요일을 옮겼어?',
     ['d_run2_why', 'd_run2_p'], '경태 선장이 사리 물때라 화요일엔 조업을 나가야 해서 월·목으로 옮김', 'changed'),
    ('월목 운항은 왜 또 안 됐어?',
     ['mon1', 'd_run3_why', 'd_run3_p'],
     '월요일은 백야슈퍼 정기휴무라 창고가 잠겨 있고, 월요일 택배는 다섯 시 넘어 늦게 들어와서 수·토로 옮김', 'changed'),
    ('11월부터 택배비 어떻게 받아?',
     ['d_fee2_p', 'd_fee2_ds', 'd_fee2_a1'],
     '집마다 한 달 오천원 (큰 짐 오천원은 따로). 10월엔 한 건에 천원이었음', 'changed'),
    ('택배비 맨 처음엔 얼마씩 받기로 했었지?',
     ['d_fee1_p2', 'd_fee1_a1', 'd_fee1_ds'], '택배 한 개에 천원', 'changed'),
    ('택배 사진 마을방에 올리던 건 지금도 해?',
     ['d_photo_p', 'photo_complain', 'd_photo_drop_p', 'd_photo_drop_ds'],
     '안 함. 어르신들이 사진 때문에 폰 느려진다고 해서 그만두고 방송·장부로만 함', 'changed'),
    ('어르신들 장보기 대신 해주는 건 어떻게 됐어?',
     ['d_shop_p', 'd_shop_drop_p', 'd_shop_drop_ds'],
     '한 번 해보고 그만둠. 주문이 열일곱 집이나 오고 돈 계산이 헷갈려 미영 사장님이 가게 보면서 하기 힘들었음', 'changed'),
    # ---- owner
    ('어르신들 쿠팡 주소 바꿔드리는 건 결국 누가 마무리했어?',
     ['t_elder', 't_elder_hand', 't_elder_ok', 't_elder_done'],
     '정숙 (재훈이 여섯 집 하다가 가두리 그물 일 때문에 남은 일곱 집을 넘김)', 'owner'),
    ('택배 기사들한테 슈퍼에 내려달라고 말한 사람?',
     ['t_driver', 't_driver_done'], '미영 (씨제이·롯데·한진 기사 모두)', 'owner'),
    ('게시판 안내문 초안 누가 써줬어?',
     ['t_bot_notice_q', 't_bot_notice_done'], '클로디(봇)', 'owner'),
    ('택배비 자동 계산되는 시트 만든 건?',
     ['t_bot_calc_q', 't_bot_calc_done'], '잼민이(봇)', 'owner'),
    ('토요일 장부는 누가 적어?',
     ['d_run3_obj', 'd_run3_ans'], '재훈 (정숙은 토요일에 자식들이 와서 수요일만 봄)', 'owner'),
    # ---- status
    ('경태가 수협에 물어본다던 거 어떻게 됐어?',
     ['t_ins', 't_ins_re'], '아직 안 감. 다음 주 화요일에 간다고 함', 'status'),
    ('지원사업 신청서 냈어?',
     ['t_apply', 't_apply_re'], '아직. 11월 중순 접수 시작하면 이장님이 낸다고 함', 'status'),
    ('사진용 중고폰은 샀어?',
     ['t_phone', 't_phone_drop'], '안 삼. 사진 올리기를 그만둬서 알아보기만 하고 접음', 'status'),
    ('재훈이 장보기 계산표 만들었어?',
     ['t_shop_calc', 't_shop_calc_drop'], '안 만듦. 손대기 전에 장보기를 그만둬서 필요 없어짐', 'status'),
    ('냉동 택배 둘 자리 마련됐어?',
     ['t_freezer', 't_freezer_done'], '응, 미영이 냉동고 아래칸을 비우고 "개도"라고 써붙임', 'status'),
    ('10월 결산 게시판에 붙었어?',
     ['t_settle', 't_settle_done'], '응, 10월 31일 재훈이 회관 게시판에 붙임', 'status'),
    # ---- single
    ('경태한테 배 한 번에 기름값 얼마 주기로 했어?',
     ['d_fuel_p', 'd_fuel_gt'], '왕복 한 번에 삼만원', 'single'),
    ('미영네 냉동고 쓰는 대신 뭘 드려?',
     ['d_freeze_ans', 'd_freeze_my'], '전기세로 한 달에 만원', 'single'),
    ('20키로 넘는 짐은 얼마 받아?',
     ['d_big_p', 'd_big_ds'], '한 건에 오천원', 'single'),
    ('10월에 택배 총 몇 건 실어 왔어?',
     ['t_settle_done'], '일반 택배 127건, 큰 짐 3건', 'single'),
    ('돈은 어느 통장으로 받아?',
     ['nt_ledger', 'ledger_acct'], '부녀회 농협 통장', 'single'),
    ('면사무소에서 지원사업 뭐라고 했어?',
     ['t_office_done', 't_office_done2'], '여수시가 내년에 섬 택배 운송비 지원사업을 하고 11월에 마을 단위로 신청서를 받는다고 함', 'single'),
    # ---- temporal
    ('첫 배로 택배 실어 온 게 언제야?',
     ['first_run'], '10월 2일 금요일 (9개, 냉장 1개)', 'temporal'),
    ('냉동 갈비 녹은 일 있고 나서 냉동고 칸은 언제 비워졌어?',
     ['frozen1', 't_freezer_done'], '다음 날인 10월 8일 아침', 'temporal'),
    ('지원사업 신청서 접수는 언제부터야?',
     ['t_apply_re'], '11월 중순', 'temporal'),
    ('미영 슈퍼 쉬는 날이 언제야?',
     ['mon1'], '월요일 (정기휴무)', 'temporal'),
    # ---- multi
    ('10월 택배비로 얼마 걷혔고 모자란 돈은 어떻게 해?',
     ['t_settle_done'], '14만2천원 걷혔고 지출 31만원이라 모자란 16만8천원은 마을기금에서 보탬', 'multi'),
    ('오천원씩이면 한 달 얼마 모이고 기름값 대비 어때?',
     ['d_fee2_p', 'fee_calc'], '28집 × 오천원 = 14만원, 한 달 배 8번 기름값 24만원이라 10만원 모자람', 'multi'),
    ('기름값 삼만원에 누가 반대했고 어떻게 정리됐어?',
     ['d_fuel_obj', 'd_fuel_ans', 'd_fuel_jsk'],
     '정숙이 천원씩으로는 모자란다고 했지만 이장님이 시범 한 달은 마을기금에서 보태자고 해서 동의', 'multi'),
    ('큰 짐 오천원에 이장님은 왜 반대했다가 받아들였어?',
     ['d_big_obj', 'd_big_ans', 'd_big_ds'],
     '비료 포대까지 오천원이 될까 걱정했는데 비료는 농협이 배로 넣어주는 거라 택배가 아니라는 말에 동의', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20260928)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
