#!/usr/bin/env python3
"""Korean siblings' chat (솔골농원 사남매방): 부모님 청송 사과 과수원 수확철,
2026-10-05 .. 2026-11-08, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '정우': (6120493857, False),   # 장남, 대구 회사원; 총무, 인력·정산; 주말마다 내려감
    '은희': (5837204196, False),   # 장녀, 안동; 부모님 병원·우체국·직매장; 현석 아내
    '현석': (7204815396, False),   # 은희 남편(사위); 1톤 트럭, 창고·박스; 존댓말
    '정민': (5492730618, False),   # 차남, 서울 IT; 주문서·인스타·가격; 출장 잦음
    '수진': (6938105274, False),   # 막내, 대구 간호사; 교대근무; 부모님 진료 동행
    '잼민이': (7851203964, True),  # bot: casual, emoji
    '코덱스': (7392018465, True),  # bot: terse, numbers
    '클로디': (7463920185, True),  # bot: warm, polite
}

SESSIONS = [
("2026-10-05 21:10", r"""
정우: 다들 저녁은 먹었나
은희: 방금 설거지 끝
수진: 나이트 들어가기 전 ㅠ 김밥 먹는 중
정민: 야근중…ㅎ
정우: 아부지랑 통화했는데 올해 부사 작황 괜찮단다 알 굵다고
은희: 다행이다 작년엔 우박 맞아서 반이 흠과였잖아
정우: 그래서 이번 수확철은 우리끼리 제대로 나눠서 하자 엄마아빠 몸도 예전 같지 않고
정우: 가격 일정 택배 다 이 방에서 얘기하는 걸로
현석: 넵 형님
정우: 봇들도 불러놨다 @잼민이 @코덱스 @클로디
잼민이: 사과 농장방 입장 🍎🍎 ㅎㅇㅎㅇ
코덱스: 확인. 호출 시 응답.
클로디: 안녕하세요, 솔골농원 가족분들 😊 수확철 잘 마무리하시도록 도울게요.
수진: 잼민이 텐션 뭐야 ㅋㅋㅋ
#d_price1_p 정민: 일단 가격부터 정하자 부사 5kg 한 박스 35,000원 택배비 포함 어때? 작년이 33,000이었으니까
#d_price1_a1 정우: 35 괜찮다
#d_price1_a2 은희: 그 정도면 단골들도 이해할 듯
#d_price1_a3 수진: 👍
#d_price1_ok 정민: 그럼 35,000원으로 간다
#t_form 정민: 주문받을 구글폼은 내가 오늘 밤에 만들어서 올릴게
#n_store 정민: 아 근데 아예 스마트스토어 여는 건 어때? 검색으로도 손님 들어오게
#n_store_no >n_store 정우: 수수료 떼고 정산도 늦게 들어온다더라 올해는 하던 대로 하자
정민: ㅇㅋ 알겠음
#d_order_p 정민: 그럼 주문은 폼으로만 받고 입금 확인된 것만 보내는 걸로 (선입금)
#d_order_a1 은희: 그게 깔끔해 작년에 외상 떼인 거 생각하면
#d_order_a2 정우: 콜
현석: 작년 그 부산 아저씨 아직도 안 줬죠? ㅋㅋ
은희: 말도 마 ㅋㅋ 문자도 씹어
수진: 나 출근 ㅂㅂ
+2h #t_form_done 정민: 주문서 만들었음 forms.gle/solgol-2026 인스타 프로필에도 걸어둠
"""),
("2026-10-06 20:30", r"""
은희: 엄마 오늘 안동 안과 다녀오셨는데
은희: 백내장 꽤 진행됐대 수술하는 게 좋겠다고
수진: 헐 양쪽??
은희: 오른쪽 먼저 하재 안동 밝은눈안과에서 하면 된대
#d_eye_p 수진: 언니 그거 대구 새빛안과에서 하자 우리 병원 교수님이 거기 원장님 추천하셨어 렌즈도 거기가 잘한대
#d_eye_obj >d_eye_p 은희: 대구는 너무 멀어 엄마 차 오래 타면 멀미하시잖아 안동은 30분인데
#d_eye_r 수진: 수술 당일만 고생하시면 돼 전날은 우리 집에서 주무시고 내가 오프 맞춰서 옆에 있을게
#d_eye_a1 정우: 눈은 한 번 하는 거니까 잘하는 데서 하는 게 맞지
#d_eye_ea 은희: …그래 수진이가 챙긴다면 대구로 하자
#t_eye 수진: 날짜랑 수술 전 검사는 내가 새빛안과에 전화해서 잡을게 수확 끝난 다음으로
정민: 엄마 무서워하시겠다 ㅠ
은희: 벌써 걱정하셔 ㅋㅋ 눈에 칼 대는 거 싫다고
"""),
("2026-10-07 19:50", r"""
정우: 부사 따는 날 잡아야지
#d_harv1_p 은희: 아버지는 24일 토요일부터 따자고 하시더라 그 주면 색 다 든대
#d_harv1_a1 정우: 24 25 토일 이틀이면 되겠네
#d_harv1_a2 현석: 저 그 주 토일 다 비워둘게요
#d_harv1_a3 정민: 나도 금요일 밤에 내려감
수진: 나 24일 데이 근무라 25일만 ㅠ
#d_harv1_ok 정우: ㅇㅋ 24일부터 부사 수확
#d_help_p 은희: 근데 우리끼리는 절대 못 해 작년에 엄마 허리 나갔잖아 읍내 새벽인력에서 아주머니 네 분 부르자 일당 12만원에 점심 새참은 우리가
#d_help_obj 정우: 네 명 이틀이면 백만원 가까운데… 그냥 우리 다섯이 하면 안 되나
#d_help_r >d_help_obj 은희: 오빠 사다리 타고 하루 종일 따 봤어? 우리 중에 그거 해본 사람 현석씨밖에 없어 ㅋㅋ 아빠도 이제 사다리 못 올라가시고
현석: ㅋㅋ 저도 작년에 하루 하고 이틀 앓아누웠어요
#d_help_ea 정우: 하긴… 알았다 네 분 부르자
#d_help_a1 현석: 찬성입니다
#t_help 정우: 새벽인력에는 내가 내일 점심때 전화할게
정민: 돈 계산은 형이 하는 걸로 ㅋㅋ
정우: 총무가 괜히 총무냐
#t_dad 수진: 그리고 아빠 허리 정형외과 14일 수요일 예약돼 있는 거 그날 내가 오프라 모시고 갈게
은희: 고마워 ㅠ 나 그날 애 학교 상담이라
#n_ladder 정민: 아빠 사다리 못 타게 아예 사다리를 숨겨버리자 ㅋㅋ
은희: 창고 열쇠도 숨겨야 돼 ㅋㅋㅋ
"""),
("2026-10-08 12:40", r"""
#t_help_done >t_help 정우: 새벽인력 통화함 24 25 이틀 네 분 확정 아침 7시에 밭으로 바로 오신대
은희: 오 빠르네
정우: 일당 12만원 그대로고 점심은 우리가 차리는 조건
#nt_lunch 수진: 점심 반찬은 내가 언제 한번 해갈게 ㅎㅎ
은희: ㅋㅋ 그 언제 한번..
정민: [사진]
정민: 주문 벌써 7건 들어옴
현석: 오 대박
"""),
("2026-10-09 21:00", r"""
은희: 택배 어디로 할지도 정해야 돼
#d_post_p 은희: 청송우체국 계약택배 하자 5kg 박스당 4,300원이고 평일 오후 4시에 집까지 와서 가져간대
#d_post_obj 현석: 한진은 3,900원인데요 제 친구가 읍내 대리점 해요
#d_post_r 은희: 한진은 집까지 안 오잖아 누가 매일 읍내까지 실어 날라 아빠가?
정우: 우체국은 제주 도서산간도 추가금 없고
#d_post_ea >d_post_obj 현석: 아 수거를 해주는구나… 그럼 우체국으로 가죠
#d_post_a1 정우: 우체국으로
#t_post 은희: 계약 신청은 내가 월요일에 우체국 가서 하고 올게
#d_box_p 현석: 그리고 박스요 작년 흰 박스 말고 이번엔 농원 이름 들어간 인쇄 박스 어때요? 대명포장에서 5kg짜리 장당 2,300원 800장부터 해준대요
#d_box_a1 정민: 오 브랜딩 좋다 ㅋㅋ
#d_box_a2 은희: 좋아 솔골농원 글씨 크게
#d_box_a3 정우: 하자
#t_box 현석: 주문은 제가 다음 주 수요일까지 대명포장 들러서 넣을게요
잼민이: 인쇄 박스 ㄹㅇ 감성 ✨ 사과 빨간색이랑 초록 로고 조합 추천!
#n_10kg 현석: 아 10kg 박스도 같이 만들까요? 김장철에 큰 거 찾는 분들 있던데
#n_10kg_no >n_10kg 정우: 10kg은 또 따로 800장 해야 되잖아 내년에 보자
"""),
("2026-10-10 07:30", r"""
정우: 출발한다
은희: 우린 이미 밭 ㅋㅋ
#nt_ladder_done 현석: 사다리 세 개 어제 창고에서 꺼내서 닦아놨어요
+1h 현석: [사진]
현석: 감홍 색 미쳤다
수진: 엄마가 새참으로 감자전 하신대
+40m 정민: 나 포장 배우는 중
정민: 아빠가 꼭지 짧게 자르라고 계속 뭐라 하심 ㅋㅋ
정우: 꼭지 길면 옆 사과 찍혀 그거 다 흠과 된다
정민: 넵 사장님
+3h 은희: [사진]
은희: 점심 끝 엄마 감자전 최고
+4h 은희: 감홍 오늘 62박스 나왔다
정우: 내일 나머지 두 줄만 하면 끝
#nt_chicken 정민: 오늘 다들 고생했으니 다음에 내려오면 내가 치킨 쏜다
현석: 캡처했습니다 ㅋㅋ
"""),
("2026-10-11 18:05", r"""
#gamhong_total 정우: 감홍 마무리 총 95박스
은희: 허리 끊어질 거 같아 ㅋㅋ
#n_gamhong_q 현석: 감홍도 부사랑 같은 값 받아요?
#n_gamhong_r >n_gamhong_q 정민: 감홍은 작년 단골 예약으로 이미 다 나갔어요 ㅋㅋ 따로 팔 게 없음
현석: 아 그렇구나
#t_bot_tally_q 정민: @코덱스 주문서 응답 시트 공유했어 발송 희망일별로 박스 수 정리해줘
#t_bot_tally 코덱스: 접수. 시트 읽고 정리함.
#t_bot_tally_done 코덱스: 집계 (10/11 18시 기준)\n- 주문 31건, 부사 5kg 44박스\n- 수확 후 첫 발송 희망: 30박스\n- 날짜 무관: 14박스\n- 입금 미확인: 4건 (9박스)
#nt_bot_label 코덱스: 원하면 우체국 송장 엑셀 양식도 만들어 둠.
정민: 굿
수진: 코덱스 일 잘하네
수진: 나 이제 퇴근 ㅠㅠ 잠 좀 잘게
"""),
("2026-10-12 11:20", r"""
#t_post_done 은희: 우체국 계약 완료~ 평일 4시 수거 박스당 4,300원 맞고 월말에 한 번에 정산
정우: 수고했다
#t_cold 현석: 아 그리고 저온창고 온도가 8도까지 올라가던데 냉동기가 이상해요 제가 AS 기사 불러볼게요
은희: 헐 부사 들어가기 전에 고쳐야 되는데
#t_cold_re 현석: 내일 오전에 오라고 해볼게요
"""),
("2026-10-13 19:10", r"""
#t_cold_done 현석: 냉동기 가스 새서 충전했대요 지금 2도에서 안 움직여요
정우: 얼마 들었노
#cold_cost 현석: 18만원이요
정우: ㅇㅋ 생각보다 안 비싸네
수진: 내일 아침 8시에 청송 가서 아빠 모시고 대구 가는 거 맞지?
은희: ㅇㅇ 엄마도 따라가신대 장 보신다고
수진: ㅋㅋ 알겠어
"""),
("2026-10-14 15:30", r"""
#t_dad_done 수진: 아빠 진료 끝! 디스크 조금 나빠지긴 했는데 수술까진 아니래 주사 맞고 물리치료 다니시래
수진: 그리고 사다리는 절대 타지 말래 ㅋㅋ 의사쌤이 두 번 말함
은희: 거봐 인력 부르길 잘했지
정우: 아빠가 말을 들으실지
수진: 엄마가 옆에서 녹음하셨어 ㅋㅋㅋ
"""),
("2026-10-15 21:20", r"""
정민: 가격 얘기 다시 해야 될 것 같아
#price_why 정민: 우체국 4,300에 박스 2,300 하면 한 박스에 6,600원이 빠져 작년엔 흰 박스 1,200원에 택배 3,500원이었거든
정민: 35,000원 받으면 사과값이 28,400원인데 그럼 공판장 특품보다 싸
#d_price2_p 정민: 39,000원으로 올리자 택배 포함
#d_price2_obj 수진: 4만원 가까우면 단골들 다 마트 간다 ㅠ 우리 병원 쌤들도 35라서 산다고 했는데
#d_price2_r 정우: 백화점 청송 부사 5kg 6만원 넘는다 39도 싼 거다
#d_price2_keep 은희: 이미 35에 주문한 사람은 35로 해주고
#d_price2_ea >d_price2_r 수진: 흠 그렇게 보면 그렇네… 이미 주문한 분들 35 그대로면 나도 ㅇㅋ
#d_price2_a1 은희: 39 찬성
#d_price2_ok 정민: 폼 가격 39,000원으로 고친다 오늘 이후 주문부터
#t_sms 정민: 작년 단골들한테 가격 안내 문자는 내가 토요일까지 돌릴게 120명쯤
#t_bot_sms_q 정민: @클로디 단골 안내 문자 초안 좀 써줘 부사 5kg 39,000원 택배 포함 선입금 발송은 10월 말부터
#t_bot_sms 클로디: 네, 바로 초안 써 드릴게요.
#t_bot_sms_done 클로디: [솔골농원] 안녕하세요, 청송 솔골농원입니다 🍎\n올해도 잊지 않고 찾아주셔서 감사합니다.\n- 부사 5kg 39,000원 (택배비 포함)\n- 주문서 작성 후 입금 확인 순으로 발송\n- 발송은 10월 말부터 차례로\n늘 건강하세요.
#n_bot_time 클로디: 참고로 안내 문자는 평일 오전 10시쯤 보내시면 읽는 분이 가장 많아요.
정민: 좋다 거의 이대로 쓸게
"""),
("2026-10-16 18:30", r"""
#t_box_done 은희: 대명포장 박스 800장 오늘 창고에 들어왔어요! 현석씨가 주문 넣어놨더라고 로고 이쁘다
은희: [사진]
수진: 와 진짜 파는 사과 같음
정우: 파는 사과 맞는데 ㅋㅋ
#t_sms_hand 정민: 아 나 다음 주 화요일까지 부산 출장 잡혔어 ㅠ 문자 돌리는 거 수진이가 해줄 수 있어? 번호 엑셀이랑 초안 보내줄게
#t_sms_hand_ok >t_sms_hand 수진: 내가 할게 내일 오프라 낮에 보낼게
정민: 땡큐 ㅠ
"""),
("2026-10-17 14:10", r"""
#t_sms_done 수진: 단골 문자 118명 다 보냈어 클로디 초안에서 이모지만 뺐어
수진: 벌써 답장 와 ㅋㅋ 작년 그 사과 또 달래
#nt_sms_more 현석: 제 직장 동료들한테도 돌릴까요?
#nt_sms_more_no >nt_sms_more 정우: ㄴㄴ 물량 모자랄 수도 있다 일단 단골부터
현석: 넵
#n_youtube 정민: 수확 날 유튜브 라이브 켜는 거 어때? 요즘 농가들 많이 하던데
#n_youtube_no >n_youtube 은희: 아빠가 카메라 진짜 싫어하셔 ㅋㅋ 작년 사진 찍는 것도 화내셨잖아
정민: 아 맞다
"""),
("2026-10-18 20:00", r"""
#d_exp_p 정민: 단골 중에 애들 있는 집 많던데 25일 일요일 오후에 사과따기 체험 해보면 어때? 가족당 2만원 받고 5kg 한 박스 직접 따가게
#d_exp_a1 은희: 오 재밌겠다 애들 좋아하겠네
#d_exp_a2 수진: 찬성 나도 조카들 데리고 올래
#d_exp_ok 정우: 해보자 대신 다섯 가족까지만
#t_ins 정우: 체험 보험은 내가 화요일까지 농협 가서 들고 올게
#d_local_p 은희: 그리고 흠과 말인데 올해는 청송 로컬푸드 직매장에 내자 작년엔 즙집에 헐값에 넘겼잖아
#d_local_a1 현석: 좋죠 거기 장사 잘 돼요
#d_local_a2 정우: 직매장 ㄱㄱ
#t_local 은희: 출하 농가 등록 신청서는 내가 수요일까지 낼게
수진: @잼민이 흠과 어디다 팔면 좋아?
#n_bot_jam 잼민이: 흠과로 사과잼 만들어서 팔면 대박 각 🍯🍯 병에 라벨 붙이면 선물용도 됨!
은희: 잼 만들 시간이 어딨어 ㅋㅋㅋ
#nt_bot_insta 잼민이: 체험 모집 인스타 글도 써줄까? 해시태그 뽑아줄게 😎
"""),
("2026-10-20 21:30", r"""
#t_ins_r 정우: 농협 가봤는데 체험 보험은 하루짜리가 없대 연 단위로 40만원
은희: 헐
정민: 다섯 가족 받아서 10만원인데 ㅋㅋ
#d_exp_drop_p 은희: 체험은 올해 접자 아빠도 사람 오면 신경 쓰이실 거고
#d_exp_drop_a1 정민: ㅇㅇ 아쉽지만
#d_exp_drop_a2 수진: 조카들은 그냥 놀러 오면 되지 ㅋㅋ
#t_ins_drop 정우: 보험은 안 드는 걸로
"""),
("2026-10-21 19:00", r"""
#t_local_r 은희: 직매장 전화해봤는데 신규 출하 농가는 교육 4시간 듣고 등록까지 3주 걸린대 11월 중순은 넘어야 된대
정우: 그럼 부사 다 끝나고네
#d_local_drop_p 정우: 올해 직매장은 안 되겠다 패스
#d_local_drop_a 은희: ㅇㅇ 신청서도 안 낼게 내년에 봄에 미리 하자
#n_juice_q 수진: 그럼 흠과는 어떡해?
#n_juice_r 은희: 따 보고 양 보고 생각하자
#nt_juice_wish 은희: 언젠가 우리 농원 이름으로 사과즙도 내보고 싶다
"""),
("2026-10-22 20:40", r"""
은희: 아버지랑 얘기하고 왔어
#d_harv2 은희: 📌 부사 수확\n10/31(토) 아침 7시 ~ 11/1(일)\n아버지 말씀: 밤 기온 한 주 더 내려가야 꿀 박히고 색이 올라온대\n새벽인력 네 분도 31일 1일로 통화해 놨어
#d_harv2_a1 정우: ㅇㅋ 그럼 24일은 감홍 선별이나 하자
#d_harv2_a2 현석: 31일 1일 둘 다 됩니다
#d_harv2_a3 수진: 오 나 31일 오프다 이번엔 이틀 다 감
정민: 나도 ㄱㄴ
#n_rain 수진: 근데 31일에 비 오면 어떡해?
#n_rain_r 은희: 그럼 하루 밀어서 1일 2일 하지 뭐 젖은 사과 따면 다 썩어
+1h 수진: @잼민이 청송 31일 날씨 알아?
잼민이: 아직 열흘 남아서 정확하진 않지만 지금 예보로는 맑음 ☀️ 아침 최저 2도라 장갑 필수!
"""),
("2026-10-23 21:00", r"""
#t_eye_done 수진: 엄마 수술 새빛안과 11월 12일 목요일 오전 9시로 잡았어 수술 전 검사는 28일 수요일
은희: 고생했다 ㅠ
정우: 11일에 수진이 집으로 모셔다 드리면 되나
수진: ㅇㅇ 11일 저녁에 오시면 돼
정민: 엄마 반응은?
수진: 빨리 해치우고 싶으시대 ㅋㅋ
"""),
("2026-10-24 10:10", r"""
정우: 감홍 선별 중
정우: [사진]
현석: 상처난 거 많네요
정우: 까치가 쪼아놨어
#n_shine 정우: 내년엔 사과 말고 샤인머스캣 하자 ㅋㅋ
은희: 아빠한테 그 말 해봐 ㅋㅋㅋ
정민: 주문 확인해봤는데
정민: 39로 올린 뒤로 주문 좀 뜸하네
"""),
("2026-10-26 21:15", r"""
#order_slow 정민: 39로 올리고 나서 주문이 확 줄었어 지난주 일주일에 9건
#rival 은희: 옆 동네 김씨네는 5kg 36,000원에 블로그 올렸더라
정우: 공판장 시세도 이번 주 떨어졌다고 아빠가 그러시더라
#d_price3_p 정우: 37,000원으로 내리자 단골 안 놓치는 게 먼저다
#d_price3_a1 정민: 37 ㄱ
#d_price3_a2 수진: 그래 그게 맞아
#d_price3_a3 은희: 콜
#t_refund 정민: 39에 입금한 분들은 2천원씩 돌려드릴게 이번 주 안에
+20m #d_price3_ok 정민: 폼이랑 인스타 37,000원으로 바꿔놨어
#nt_form_notice 정민: 가격 바뀐 거 인스타 스토리로도 올릴까?
#nt_form_notice_r >nt_form_notice 수진: 아까 내가 스토리 올렸어 ㅋㅋ 폼 링크도 붙여서
정민: 오 빠르다
"""),
("2026-10-28 16:40", r"""
#eye_test 수진: 엄마 수술 전 검사 끝 다 정상이래
은희: 다행이다
수진: @코덱스 백내장 수술하고 세수는 며칠 뒤부터 돼?
코덱스: 보통 기준\n- 세수·머리 감기: 약 1주 후\n- 눈 비비기 금지: 1개월\n- 보호안경: 취침 시 1~2주\n병원 안내가 우선.
정우: 수확하고 바로 수술이라 엄마 무리하시면 안 되는데
은희: 엄마 포장하신다고 또 무리하실 텐데
"""),
("2026-10-29 20:20", r"""
#nt_snack 정우: 떡집에 31일 1일 절편이랑 식혜 주문해놨다 아침 9시 반에 밭까지 갖다준대
#t_refund_done 정민: 차액 환불 끝 14건 28,000원 돌려드림
은희: 깔끔
#nt_call7 정우: 다들 31일 아침 7시까지 밭으로 와라 장갑이랑 모자 챙기고
현석: 넵
수진: 엄마가 도시락 싸지 말래 점심은 국수 하신대
#nt_ladder_king 현석: 올해는 제가 사다리 왕 됩니다 ㅋㅋ
정민: 작년에 이틀 앓았다며 ㅋㅋㅋ
"""),
("2026-10-31 06:50", r"""
정민: 도착!
현석: 아주머니들 벌써 오셨어요
+30m 은희: [사진]
은희: 서리 내렸다 사과 반짝반짝
+2h 수진: 떡 왔어요~
+1h 정우: 오전에만 140박스 분량 나옴
+2h 정민: [사진]
정민: 점심 국수 곱빼기
+3h 현석: 창고 반쯤 찼어요
+2h #harv_day1 정우: 오늘 끝 총 310박스 분량 흠과는 컨테이너로 40개쯤
은희: 아주머니들 일당 드렸어
#nt_massage 정우: 아빠 안마의자 언젠가 사드려야 되는데
수진: 다들 씻고 자 ㅋㅋ
"""),
("2026-11-01 07:00", r"""
현석: 둘째 날 시작
+4h 정민: 오늘 오전 분량 120박스쯤
+3h 은희: 부사 수확 끝!!!
은희: [사진]
정우: 다들 수고했다 진짜
수진: 허벅지 터질 듯
+1h #help_pay 정우: 인력 네 분 이틀 일당 96만원 드렸다
"""),
("2026-11-02 14:30", r"""
#first_ship 정민: 오늘 첫 발송 나간다 입금된 거 46박스
은희: 포장 끝 4시 수거만 기다리는 중
정민: 송장 엑셀 방금 우체국 담당자한테 보냈어
+2h #ship_done 은희: 수거 완료 🚚
수진: 고생했어
현석: 박스 아직 600장 넘게 남았네요
"""),
("2026-11-04 21:00", r"""
정우: 정산 좀 해봐야겠다
#t_settle 정우: 인건비 박스 택배비 매출 다 넣어서 올해 정산표는 내가 다음 주 일요일까지 만들어 올릴게
은희: 응 엄마 수술비도 거기서 하자
#orders_1104 정민: 지금까지 주문 117건 부사 168박스
#n_juice2 정민: 흠과 40컨테이너는 그냥 즙집 넘길까?
#n_juice2_r 은희: 아빠가 동네 어르신들 좀 나눠드리고 싶으시대 좀 더 보고
"""),
("2026-11-05 19:30", r"""
현석: 창고 뒤쪽 물받이 떨어져서 비 오면 물 새요
#t_gutter 현석: 물받이는 제가 다음 주 토요일에 내려가서 고칠게요
정우: 부탁해 사다리 조심
현석: 사다리 왕이라니까요 ㅋㅋ
수진: 엄마 내일 장 보러 같이 가기로 함
"""),
("2026-11-07 10:20", r"""
#ship2 은희: 오늘 2차 발송 52박스
정민: 입금 안 된 거 3건 문자 보냈어
+3h 은희: [사진]
은희: 엄마가 포장 검사관 하심 ㅋㅋ
수진: 엄마 앉아서만 하는 거 맞지??
은희: 일어서려는 거 계속 앉힘 ㅋㅋ
"""),
("2026-11-08 20:10", r"""
정우: 주말 다들 수고
#t_settle_re 정우: 정산표는 좀만 기다려 다음 주 안에 꼭 올린다
은희: 천천히 해 오빠
정민: 남은 부사 200박스쯤 주문은 계속 들어오는 중
#gutter_mat 현석: 물받이 자재는 철물점에 주문해 놨어요
수진: 엄마는 벌써 12일만 기다리셔
클로디: 수확 마무리 고생 많으셨어요. 어머님 수술도 잘 되시길 바랄게요 🙏
은희: 고마워 클로디 ㅎㅎ
"""),
]

DECISIONS = [
    dict(id='d1', text='부사 5kg 한 박스 35,000원 (택배비 포함)',
         stated=['d_price1_p', 'd_price1_a1', 'd_price1_a2', 'd_price1_a3', 'd_price1_ok'],
         agreed_by=['정민', '정우', '은희', '수진'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_price2_p', 'd_price2_ok']),
    dict(id='d2', text='부사 5kg 39,000원 (택배 포함, 오늘 이후 주문부터; 이미 35,000원에 주문한 분은 그대로)',
         stated=['d_price2_p', 'd_price2_r', 'd_price2_keep', 'd_price2_ea', 'd_price2_a1', 'd_price2_ok'],
         agreed_by=['정민', '정우', '은희', '수진'], objected_by=['수진'],
         status='superseded', superseded_by='d3', changed_at=['d_price3_p', 'd_price3_ok']),
    dict(id='d3', text='부사 5kg 37,000원으로 내림 (택배 포함), 39,000원에 낸 분은 2천원 환불',
         stated=['d_price3_p', 'd_price3_a1', 'd_price3_a2', 'd_price3_a3', 'd_price3_ok'],
         agreed_by=['정우', '정민', '수진', '은희'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='부사 수확 10/24(토)~25(일)',
         stated=['d_harv1_p', 'd_harv1_a1', 'd_harv1_a2', 'd_harv1_a3', 'd_harv1_ok'],
         agreed_by=['은희', '정우', '현석', '정민'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_harv2', 'd_harv2_a1']),
    dict(id='d5', text='부사 수확 10/31(토) 아침 7시 ~ 11/1(일) (인력 네 분도 그 날짜로)',
         stated=['d_harv2', 'd_harv2_a1', 'd_harv2_a2', 'd_harv2_a3'],
         agreed_by=['은희', '정우', '현석', '수진'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='수확에 새벽인력 아주머니 네 분 고용, 일당 12만원에 점심·새참 제공',
         stated=['d_help_p', 'd_help_ea', 'd_help_a1', 't_help_done'],
         agreed_by=['은희', '정우', '현석'], objected_by=['정우'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='택배는 청송우체국 계약택배 (5kg 박스당 4,300원, 평일 오후 4시 방문수거)',
         stated=['d_post_p', 'd_post_ea', 'd_post_a1', 't_post_done'],
         agreed_by=['은희', '현석', '정우'], objected_by=['현석'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='주문은 구글폼으로만 받고 선입금 확인 후 발송 (스마트스토어 안 함)',
         stated=['d_order_p', 'd_order_a1', 'd_order_a2'],
         agreed_by=['정민', '은희', '정우'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='엄마 백내장 수술은 안동 말고 대구 새빛안과에서 (11/12 목 오전 9시, 전날 수진 집에서 주무심)',
         stated=['d_eye_p', 'd_eye_r', 'd_eye_a1', 'd_eye_ea', 't_eye_done'],
         agreed_by=['수진', '정우', '은희'], objected_by=['은희'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='대명포장 인쇄 박스(솔골농원 로고) 5kg 장당 2,300원, 800장',
         stated=['d_box_p', 'd_box_a1', 'd_box_a2', 'd_box_a3'],
         agreed_by=['현석', '정민', '은희', '정우'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='10/25(일) 단골 가족 대상 사과따기 체험 (가족당 2만원, 다섯 가족까지)',
         stated=['d_exp_p', 'd_exp_a1', 'd_exp_a2', 'd_exp_ok'],
         agreed_by=['정민', '은희', '수진', '정우'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_exp_drop_p', 'd_exp_drop_a1', 'd_exp_drop_a2']),
    dict(id='d12', text='흠과를 청송 로컬푸드 직매장에 납품',
         stated=['d_local_p', 'd_local_a1', 'd_local_a2'],
         agreed_by=['은희', '현석', '정우'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_local_drop_p', 'd_local_drop_a']),
]

NON_DECISIONS = [
    (['n_store', 'n_store_no'], 'proposal not taken up'),      # 스마트스토어 → 수수료
    (['n_ladder'], 'joke'),                                    # 사다리 숨기기
    (['n_10kg', 'n_10kg_no'], 'proposal not taken up'),        # 10kg 박스 → 내년에
    (['n_gamhong_q', 'n_gamhong_r'], 'question'),              # 감홍도 같은 값?
    (['n_bot_time'], 'bot suggestion ignored'),                # 클로디: 오전 10시 발송 (오후 2시에 보냄)
    (['n_youtube', 'n_youtube_no'], 'proposal not taken up'),  # 유튜브 라이브
    (['n_bot_jam'], 'bot suggestion ignored'),                 # 잼민이: 사과잼
    (['n_juice_q', 'n_juice_r'], 'question'),                  # 흠과 어떡해 → 보고 생각
    (['n_rain', 'n_rain_r'], 'hypothetical'),                  # 비 오면 하루 밀기
    (['n_shine'], 'joke'),                                     # 샤인머스캣
    (['n_juice2', 'n_juice2_r'], 'proposal not taken up'),     # 흠과 즙집 → 좀 더 보고
]

TODOS = [
    dict(id='t1', owner='정우', task='새벽인력에 전화해 아주머니 네 분 수확 날짜 잡기',
         taken=['t_help'], due='2026-10-08', status='done', closed_by=['t_help_done'], handed_to=None),
    dict(id='t2', owner='정민', task='주문용 구글폼 만들어 올리기',
         taken=['t_form'], due='2026-10-05', status='done', closed_by=['t_form_done'], handed_to=None),
    dict(id='t3', owner='현석', task='대명포장에 인쇄 박스 800장 주문 넣기',
         taken=['t_box'], due='2026-10-14', status='done', closed_by=['t_box_done'], handed_to=None),
    dict(id='t4', owner='수진', task='10/14 아빠 정형외과(허리) 진료 모시고 가기',
         taken=['t_dad'], due='2026-10-14', status='done', closed_by=['t_dad_done'], handed_to=None),
    dict(id='t5', owner='은희', task='청송우체국 가서 계약택배 신청',
         taken=['t_post'], due='2026-10-12', status='done', closed_by=['t_post_done'], handed_to=None),
    dict(id='t6', owner='정민', task='작년 단골 120명쯤에게 가격 안내 문자 보내기',
         taken=['t_sms', 't_sms_hand_ok'], due='2026-10-17', status='done',
         closed_by=['t_sms_done'], handed_to='수진'),
    dict(id='t7', owner='코덱스', task='주문서 응답을 발송 희망일별 박스 수로 집계',
         taken=['t_bot_tally'], due='', status='done', closed_by=['t_bot_tally_done'], handed_to=None),
    dict(id='t8', owner='클로디', task='단골 가격 안내 문자 초안 쓰기',
         taken=['t_bot_sms'], due='', status='done', closed_by=['t_bot_sms_done'], handed_to=None),
    dict(id='t9', owner='정우', task='사과따기 체험용 보험 농협에서 들기',
         taken=['t_ins'], due='2026-10-20', status='dropped', closed_by=['d_exp_drop_p', 't_ins_drop'], handed_to=None),
    dict(id='t10', owner='은희', task='로컬푸드 직매장 출하 농가 등록 신청서 내기',
         taken=['t_local'], due='2026-10-21', status='dropped',
         closed_by=['d_local_drop_p', 'd_local_drop_a'], handed_to=None),
    dict(id='t11', owner='현석', task='저온창고 냉동기 AS 기사 불러 고치기',
         taken=['t_cold', 't_cold_re'], due='', status='done', closed_by=['t_cold_done'], handed_to=None),
    dict(id='t12', owner='수진', task='새빛안과에 엄마 수술 날짜와 수술 전 검사 예약',
         taken=['t_eye'], due='', status='done', closed_by=['t_eye_done'], handed_to=None),
    dict(id='t13', owner='정민', task='39,000원에 입금한 주문에 2천원씩 환불',
         taken=['t_refund'], due='2026-11-01', status='done', closed_by=['t_refund_done'], handed_to=None),
    dict(id='t14', owner='정우', task='수확 기간 정산표(인건비·박스·택배·매출) 만들어 올리기',
         taken=['t_settle', 't_settle_re'], due='2026-11-15', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='현석', task='창고 뒤쪽 물받이 고치기',
         taken=['t_gutter'], due='2026-11-14', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_lunch'], 'vague promise'),                            # 반찬 언제 한번 해갈게
    (['nt_ladder_done'], 'already done'),                       # 사다리 꺼내 닦아놓음
    (['nt_chicken'], 'banter promise'),                         # 다음에 치킨 쏜다
    (['nt_bot_label'], 'bot offer not taken up'),               # 코덱스 송장 양식
    (['nt_sms_more', 'nt_sms_more_no'], 'offer declined'),      # 직장 동료들한테도?
    (['nt_bot_insta'], 'bot offer not taken up'),               # 잼민이 인스타 글
    (['nt_juice_wish'], 'vague wish'),                          # 언젠가 사과즙
    (['nt_form_notice', 'nt_form_notice_r'], 'already done by someone else'),  # 스토리 → 수진이 이미
    (['nt_call7'], 'instruction to others'),                    # 7시까지 밭으로
    (['nt_ladder_king'], 'banter promise'),                     # 사다리 왕
    (['nt_massage'], 'vague wish'),                             # 안마의자 언젠가
    (['nt_snack'], 'already done'),                             # 떡집 새참 주문해놨다
]

QUESTIONS = [
    # ---- changed
    ('요즘 부사 한 상자 값은 얼마로 받고 있어?',
     ['d_price1_ok', 'd_price2_ok', 'd_price3_p', 'd_price3_ok'],
     '37,000원(택배비 포함). 35,000원 → 39,000원 → 37,000원으로 두 번 바뀜', 'changed'),
    ('맨 처음에 정한 한 상자 가격은 얼마였어?',
     ['d_price1_p', 'd_price1_ok'], '35,000원 (택배비 포함)', 'changed'),
    ('중간에 값을 올렸던 건 무슨 이유였어?',
     ['price_why', 'd_price2_p'],
     '우체국 택배 4,300원에 인쇄 박스 2,300원이라 한 상자에 6,600원이 빠져서 39,000원으로 올림', 'changed'),
    ('올렸던 값을 다시 내린 까닭은?',
     ['order_slow', 'rival', 'd_price3_p'],
     '39,000원 이후 주문이 일주일 9건으로 줄고, 옆 동네가 36,000원, 공판장 시세도 떨어져서 37,000원으로 내림', 'changed'),
    ('부사는 결국 며칠에 땄어?',
     ['d_harv1_ok', 'd_harv2', 'd_harv2_a2'],
     '10월 31일(토)~11월 1일(일). 처음엔 10월 24~25일로 잡았었음', 'changed'),
    ('처음 계획한 부사 수확 날짜는 언제였어?',
     ['d_harv1_p', 'd_harv1_ok'], '10월 24일(토)~25일(일)', 'changed'),
    ('단골 가족들 불러서 사과 따게 하자던 건 어떻게 됐어?',
     ['d_exp_ok', 't_ins_r', 'd_exp_drop_p'],
     '취소됨. 체험 보험이 하루짜리가 없고 1년에 40만원이라 올해는 접음(대신할 행사 없음)', 'changed'),
    ('못난이 사과를 직매장에 내기로 했던 건 지금 어떻게 돼?',
     ['d_local_a2', 't_local_r', 'd_local_drop_p'],
     '올해는 안 함. 신규 농가는 교육 4시간에 등록까지 3주라 11월 중순이 넘어서 패스', 'changed'),
    # ---- owner
    ('단골들한테 안내 문자는 결국 누가 보냈어?',
     ['t_sms', 't_sms_hand', 't_sms_hand_ok', 't_sms_done'],
     '수진 (정민이 맡았다가 부산 출장 때문에 수진에게 넘김)', 'owner'),
    ('저온창고 냉동기 문제는 누가 해결했어?',
     ['t_cold', 't_cold_done'], '현석 (AS 기사 불러 가스 충전)', 'owner'),
    ('주문 응답을 날짜별로 세어 준 건 누구야?',
     ['t_bot_tally_q', 't_bot_tally_done'], '코덱스(봇)', 'owner'),
    ('아버지 허리 진료 때 누가 같이 갔어?',
     ['t_dad', 't_dad_done'], '수진', 'owner'),
    ('가격 안내 문자 문구는 누가 만들었어?',
     ['t_bot_sms_q', 't_bot_sms_done', 't_sms_done'], '클로디(봇)가 초안을 썼고 수진이 이모지만 빼고 보냄', 'owner'),
    # ---- status
    ('올해 수확 정산표 올라왔어?',
     ['t_settle', 't_settle_re'], '아직. 정우가 다음 주 일요일까지 하겠다 했다가 다음 주 안에 꼭 올린다고 다시 말함', 'status'),
    ('창고 뒤 물받이는 고쳤어?',
     ['t_gutter', 'gutter_mat'], '아직. 현석이 다음 주 토요일에 고친다고 했고 자재만 주문해 둠', 'status'),
    ('39,000원 냈던 손님들 차액은 돌려줬어?',
     ['t_refund', 't_refund_done'], '응, 정민이 14건 총 28,000원 환불 완료', 'status'),
    ('체험 때문에 보험 들었어?',
     ['t_ins', 't_ins_r', 't_ins_drop'], '안 들었음. 체험 행사가 취소돼서 안 하기로 함', 'status'),
    ('농원 이름 박힌 박스는 받았어?',
     ['t_box', 't_box_done'], '응, 10월 16일에 800장 창고에 들어옴 (현석이 주문, 은희가 확인)', 'status'),
    ('은희 언니가 직매장 등록 서류 냈어?',
     ['t_local', 'd_local_drop_a'], '안 냄. 직매장 납품을 올해 안 하기로 해서 신청서도 안 내기로 함', 'status'),
    # ---- single
    ('일꾼 아주머니 한 분 하루 품삯이 얼마야?',
     ['d_help_p', 't_help_done'], '12만원 (점심·새참은 우리가 제공)', 'single'),
    ('우체국에 내는 택배비는 한 상자에 얼마야?',
     ['d_post_p', 't_post_done'], '4,300원', 'single'),
    ('냉동기 수리비 얼마 나왔어?',
     ['t_cold_done', 'cold_cost'], '18만원 (가스 충전)', 'single'),
    ('감홍은 모두 몇 상자 땄어?',
     ['gamhong_total'], '95박스', 'single'),
    ('인쇄 박스 한 장 단가가 얼마였지?',
     ['d_box_p'], '장당 2,300원 (대명포장, 800장)', 'single'),
    ('엄마 수술을 대구에서 하는 거 반대했던 사람 누구야?',
     ['d_eye_obj', 'd_eye_ea'], '은희. 멀미 때문에 안동이 낫다고 했지만 수진이 챙기기로 해서 따름', 'single'),
    # ---- temporal
    ('엄마 눈 수술 언제 몇 시야?',
     ['t_eye_done'], '11월 12일 목요일 오전 9시 (대구 새빛안과)', 'temporal'),
    ('수술 전에 받는 검사는 며칠이었어?',
     ['t_eye_done', 'eye_test'], '10월 28일 수요일 (결과 모두 정상)', 'temporal'),
    ('첫 택배는 언제 나갔어?',
     ['first_ship', 'ship_done'], '11월 2일 월요일, 46박스', 'temporal'),
    ('우체국에서 짐 가지러 오는 시간은?',
     ['d_post_p', 't_post_done'], '평일 오후 4시', 'temporal'),
    # ---- multi
    ('부사 따는 이틀 동안 인건비는 총 얼마 나갔고 첫날 몇 상자 분량 나왔어?',
     ['harv_day1', 'help_pay'], '인력 네 분 이틀 일당 96만원, 첫날 310박스 분량(흠과 컨테이너 40개쯤)', 'multi'),
    ('11월 4일 기준 주문 몇 건이었고 지금까지 두 번 발송한 상자는 합쳐서 몇 개야?',
     ['orders_1104', 'first_ship', 'ship2'], '주문 117건(부사 168박스), 발송은 11/2 46박스 + 11/7 52박스 = 98박스', 'multi'),
    ('택배 회사 정할 때 누가 다른 데를 밀었고 왜 우체국이 됐어?',
     ['d_post_obj', 'd_post_r', 'd_post_ea'],
     '현석이 친구 대리점 한진(3,900원)을 제안했지만 한진은 집까지 수거하러 안 와서 우체국(4,300원, 방문수거)으로 정함', 'multi'),
    ('값을 올릴 때 먼저 주문한 손님들은 어떻게 했고 다시 내린 뒤에는 어떻게 처리했어?',
     ['d_price2_keep', 'd_price2_ea', 't_refund', 't_refund_done'],
     '35,000원에 먼저 주문한 분은 35,000원 그대로, 37,000원으로 내린 뒤 39,000원에 낸 분들은 2천원씩 환불(14건 28,000원)', 'multi'),
]

if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20261005)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
