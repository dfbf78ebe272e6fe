#!/usr/bin/env python3
"""Korean 계모임 chat of five former bank colleagues ('다섯손가락' 계, 07년 입행 동기):
가을 1박2일 여행 (여수 → 통영), 회비 인상, 총무 교대, 경조사 규칙,
2026-09-07 .. 2026-10-11, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '현주': (6281093457, False),   # 계주 격; organises, posts 공지; still at the bank (본점)
    '은정': (5730418296, False),   # 총무 5년째, wants to hand it over; birthday 10/9
    '선영': (7093821564, False),   # moved to 광주 (남편 발령); jokes, busy, 시댁 제사
    '태식': (5918204736, False),   # left the bank, runs a 부동산; drives, 맛집, procrastinates
    '동훈': (6647302915, False),   # careful with money; becomes 총무
    '코덱스': (7390264185, True),  # bot: terse, numbers
    '클로디': (7481936250, True),  # bot: warm, polite
}

SESSIONS = [
("2026-09-07 21:12", r"""
현주: 다들 저녁 먹었어?
현주: 작년 가을에 남해 갔다 온 게 벌써 1년이네
태식: 먹었지 삼겹살 ㅋㅋ
선영: 난 아직 애들 학원 픽업중 ㅠ
#trip_topic 현주: 올해도 가을 여행 가야지? 10월 중에
동훈: 가야지 그거 보고 곗돈 붓는 건데
은정: ㅋㅋㅋ 맞아
#n_jeju 태식: 이번엔 제주 가자 비행기 타고 좀 멀리
#n_jeju_no >n_jeju 동훈: 연휴 끼면 비행기값만 1인 30은 나와 곗돈 거덜남
태식: 아 쳇
#t_balance 은정: 잔액부터 확인해볼게 내일 점심때 통장 찍어서 알려줄게
현주: 오키 고마워
#d_ys_p 현주: 난 여수 생각했는데 ㅎㅎ 17일 18일 토일 어때? 밤바다 보고 게장 먹고
#d_ys_a1 선영: 여수 좋아 광주에서 가까워서 나야 땡큐지
#d_ys_a2 동훈: 17-18 괜찮아
#d_ys_a3 태식: 게장이면 무조건 콜
은정: 나도 됨~
#d_ys_ok 현주: 그럼 여수 10/17~18 1박2일로 잡는다
#t_ys_room 현주: 숙소는 내가 이번 주 안에 몇 군데 전화 돌려볼게
현주: 단톡에 봇 두 개 붙여놨어 정산 같은 거 시키려고
현주: @코덱스 @클로디 인사
코덱스: 코덱스. 계산·정리 필요하면 호출.
클로디: 안녕하세요, 다섯손가락 여러분 😊 여행 준비 즐겁게 도와드릴게요.
태식: 클로디는 우리 지점 VIP 창구 직원 말투네 ㅋㅋㅋ
선영: ㅋㅋㅋㅋ 인정
"""),
("2026-09-08 12:41", r"""
은정: [사진]
#t_balance_done 은정: 잔액 238만 4천원. 남해 때 남은 거 + 올해 8개월치
태식: 오 생각보다 많네
동훈: 다섯이 월 5만원씩이니까 여행 한 번 가면 바닥이지
#d_fee_p 현주: 그래서 말인데 회비 10월부터 7만원으로 올리는 거 어때
현주: 경조사도 이제 부모님들 연세가 있으셔서 자주 생길 거고
#d_fee_obj 선영: 음… 난 광주서 올라오는 차비도 매번 드는데 2만원 올리는 거 좀 부담이긴 해
#d_fee_r >d_fee_obj 은정: 선영아 대신 여행비는 곗돈에서 다 나가니까 따지고 보면 그게 그거야
#d_fee_sy 선영: 하긴 그러네 ㅇㅋ 7만원 하자
#d_fee_a1 동훈: 난 찬성
#d_fee_a2 태식: ㅇㅇ
#d_fee_ok 현주: 10월부터 7만원 확정~
#n_bot_fee 코덱스: 참고: 6만원이면 연 60만원 증가, 7만원이면 120만원 증가. 6만원 안도 가능.
태식: 코덱스 눈치 없네 이미 정했어 ㅋㅋ
#nt_autopay 은정: 10월 25일 전에 다들 자동이체 금액 7만원으로 바꿔놔~
#nt_autopay_done 선영: 나 방금 바꿨어 ㅎㅎ 폰뱅킹 만세
동훈: 나 이따 퇴근하고
"""),
("2026-09-09 20:05", r"""
#chesa 선영: 얘들아 미안 ㅠㅠ 17일 시댁 제사가 잡혔대
선영: 시어머니가 올해는 꼭 내려오라고…
현주: 헐 그럼 17일은 안 되겠네
#d_hg_p 현주: 한글날 연휴 어때 9일 금요일 10일 토요일
#d_hg_obj 동훈: 연휴면 숙소값 두 배 뛸 텐데
동훈: 평소 20 하는 데가 40 부를걸
#d_hg_a1 은정: 그래도 다 같이 가는 게 제일 중요하지
#d_hg_a2 태식: 난 연휴가 오히려 좋아 부동산 문 닫아도 돼서
#d_hg_dh 동훈: 알았어 뭐 다섯이 다 가는 게 우선이니까 9~10일 가자
#d_hg_sy 선영: 고마워 얘들아 ㅠㅠ 9일 10일 완전 가능
#d_hg_ok 현주: 여수 9~10일로 간다!! 숙소는 이 날짜로 알아볼게
은정: 9일 내 생일인데 ㅋㅋ
태식: 오 생일 여행이네
선영: 은정이 생일상 차려줘야겠다
#n_lotto 태식: 아 그리고 곗돈으로 로또 한 장씩 사자 1등 되면 다 같이 은퇴 여행 ㅋㅋ
은정: 총무로서 거부합니다
동훈: ㅋㅋㅋㅋ
"""),
("2026-09-10 22:30", r"""
#chong_topic 은정: 나 이참에 할 말 있어
은정: 총무 5년째인데 이제 좀 넘기고 싶어 ㅠ 요즘 회사도 바쁘고 엑셀 보기도 싫고
현주: 5년이나 했어? 고생했다 진짜
#d_chong_p 동훈: 내가 할게 어차피 돈 계산 좋아해
#d_chong_a1 현주: 오 동훈이면 믿음직
#d_chong_a2 은정: 진짜?? 땡큐 ㅠㅠ 11월부터 넘길게 10월은 여행 정산까지 내가 마무리하고
#d_chong_a3 태식: 👍👍
#d_chong_a4 선영: 동훈이 총무 찬성~
#d_chong_ok 현주: 11월부터 총무 동훈 결정
#t_bank 동훈: 통장 명의 바꾸는 거 은행 가서 뭐 필요한지 다음 주 중에 알아보고 처리할게
은정: 계모임 통장이라 대표자 변경 서류 있을 거야
#n_chong_joke 선영: 동훈아 총무 되면 곗돈 들고 튀어도 됨 ㅋㅋ 우리가 잡으러 감
동훈: 238만원 들고 어디까지 가냐 ㅋㅋ
#n_band 동훈: 근데 총무 인수인계 겸 네이버 밴드 하나 파는 거 어때? 장부 올리기 편하게
#n_band_no >n_band 현주: 에이 앱 또 깔기 귀찮아 그냥 여기서 하자
은정: ㅇㅇ 여기 공지로 충분
"""),
("2026-09-11 19:48", r"""
#t_ys_room_done 현주: 여수 숙소 쭉 전화 돌려봤는데
현주: 9일은 돌산 쪽 펜션 다 찼고 남은 데가 1박 60만원 부르네 ㅋㅋ
현주: 엑스포 근처 호텔도 방 두 개 합쳐서 50 넘어
동훈: 거봐 내가 뭐랬어
태식: 여수 연휴는 답이 없구나
#d_ty_p 태식: 그럼 통영 어때 내가 작년에 손님이랑 갔던 미륵도 펜션 있는데 거기 사장님 번호 있어
#d_ty_a1 선영: 통영 좋아 거기도 광주에서 2시간 반이면 감
#d_ty_a2 현주: 날짜 그대로 9~10일에 통영이면 난 오케이
#d_ty_a3 동훈: 통영이면 충무김밥 ㅋㅋ 찬성
#d_ty_a4 은정: 굴 먹자 굴!!
#d_ty_ok 현주: 좋아 여수 말고 통영 9~10일로 간다
#t_pension 태식: 펜션은 내가 내일 사장님한테 전화해서 잡아볼게
현주: 태식이 믿는다
"""),
("2026-09-12 11:15", r"""
태식: 통영 펜션 사장님이랑 통화함
#d_room_p 태식: 바다소리펜션 방 두 개짜리 통으로 34만원. 남자방 여자방 나눠 쓰면 딱
#d_room_obj 은정: 34면 좀 센데? 방 하나 큰 거 20짜리도 있다며
#d_room_r >d_room_obj 현주: 에이 우리 나이에 다섯이 한 방에서 자면 코골이 때문에 아무도 못 자 ㅋㅋ
#d_room_ej 은정: ㅋㅋㅋ 태식이 코골이 생각하니 할 말이 없네 방 두 개로 해
#d_room_a1 동훈: ㅇㅋ 두 개
#d_room_a2 선영: 찬성요
#t_pension_done 태식: 방금 예약 확정! 9일 입실 1박 방 두 개 34만원, 계약금 10만원 보냈어
#nt_deposit 동훈: 계약금 곗돈 통장에서 내가 보낼까?
#nt_deposit_r >nt_deposit 태식: 아까 내 돈으로 이미 보냈어 은정이한테 나중에 받을게
은정: 오키 장부에 적어둠
#n_bbq_q 선영: 거기 바베큐 돼?
#n_bbq_r >n_bbq_q 태식: 숯 값 따로 2만원이래 근데 통영 가서 고기 굽는 건 좀 아깝지 않냐
선영: 그건 그렇다 ㅋㅋ 회 먹어야지
"""),
("2026-09-14 21:40", r"""
#d_spouse_p 동훈: 이번엔 다들 가족도 데려가는 거 어때? 애들 다 컸잖아
#d_spouse_a1 현주: 오 좋다 남편들끼리도 얼굴 좀 트고
#d_spouse_a2 선영: ㅇㅋ 나 남편 데려갈래 운전 시키게
#d_spouse_a3 태식: 나야 환영
은정: 우리 남편 낯 가리는데… 뭐 물어는 볼게
#d_spouse_ok 현주: 그럼 이번엔 가족 동반으로 가는 걸로!
#t_spouse 동훈: 배우자들 일정은 내가 한 명씩 물어보고 모아볼게 이번 주말까지
#nt_temple 선영: 언제 한번 다 같이 템플스테이 가보고 싶다 조용히
태식: 너 템플스테이 가서 새벽 4시에 못 일어남
선영: ㅋㅋ 그건 맞아
"""),
("2026-09-15 20:20", r"""
#d_gj_p 현주: 경조사 규칙도 이참에 정해두자 지난번에 은정이 시아버님 때 얼마 할지 우왕좌왕했잖아
현주: 본인·배우자 부모상이면 곗돈에서 30만원 + 화환 하나
#d_gj_obj 태식: 화환은 빼자 요즘 화환 안 받는 장례식장도 많고 금방 버려져
#d_gj_r 현주: 그럼 화환은 상주가 괜찮다 하면 보내고 아니면 그 돈 얹어서 40
#d_gj_ts >d_gj_r 태식: 그건 좋다 그렇게 해
#d_gj_a1 동훈: 찬성
#d_gj_a2 선영: 👍
#d_gj_a3 은정: 좋아 깔끔하네
#t_rule 은정: 내가 규칙 정리해서 단톡 공지에 올려놓을게
현주: 결혼은? 애들 결혼 아직 멀었나 ㅋㅋ
동훈: 우리 애 이제 고2다 ㅋㅋ
선영: 결혼은 그때 가서 정하자
"""),
("2026-09-17 22:05", r"""
동훈: 가족 동반 건 한 바퀴 물어봤는데
#d_spouse_drop0 동훈: 우리 집이랑 현주네는 애들 중간고사가 그 주고 은정이 남편은 연휴에 당직이래
동훈: 선영이 남편만 된대 ㅋㅋ
선영: 헐 우리 남편만 오면 완전 외톨이
태식: 나도 와이프가 장모님 댁 간대서 안 된다고 함
#d_spouse_drop_p 현주: 그럼 가족 동반은 없던 걸로 하고 이번엔 우리 다섯만 가자
#d_spouse_drop_a1 선영: ㅇㅇ 그게 낫겠다 남편한테 말할게
#d_spouse_drop_a2 은정: 오히려 편해 ㅋㅋ
#t_spouse_drop 동훈: 그럼 일정 모으던 건 여기서 끝
"""),
("2026-09-18 13:02", r"""
#t_bot_plan_q 현주: @클로디 통영 1박2일 동선 좀 짜줄래? 9일 오전 서울 출발, 10일 오후 늦게 서울 도착, 숙소 미륵도
#t_bot_plan 클로디: 네, 바로 정리해 드릴게요!
#t_bot_plan_done 클로디: 통영 1박2일 제안이에요.\n9일: 서울 출발 → 점심 중앙시장(충무김밥) → 동피랑 벽화마을 → 펜션 체크인 → 저녁 횟집\n10일: 아침 시락국 → 이순신공원 산책 → 점심 굴밥 → 서울 출발
#n_bot_cable 클로디: 참고로 연휴엔 케이블카 대기가 2시간 넘을 수 있어서, 온라인 예매를 미리 해 두시길 추천드려요 🙂
현주: 오 굿 고마워
은정: 시락국 좋다 해장
#d_yj_p 선영: 10일 아침에 욕지도 들어가는 거 어때?? 배로 한 시간이래 출렁다리 예쁘대
#d_yj_a1 현주: 오 좋지 섬 한번 가보자
#d_yj_a2 은정: 나 배 좋아
#d_yj_a3 동훈: 콜
태식: 난 배 멀미 좀 있는데… 뭐 가보지
#t_boat 선영: 배 시간이랑 표는 내가 알아볼게 이번 주말에
#nt_seasick 태식: 멀미하면 내가 바다에 뛰어들어서 헤엄쳐 갈게 ㅋㅋ
은정: ㅋㅋㅋㅋ 구명조끼 챙겨라
"""),
("2026-09-21 21:15", r"""
#d_cost_p 은정: 여행 경비 정리: 숙소 밥 기름값 통행료는 전부 곗돈에서, 기념품이나 개인 술값은 각자
#d_cost_a1 현주: ㅇㅇ 그게 맞지
#d_cost_a2 동훈: 찬성 영수증만 잘 모아줘
#d_cost_a3 태식: 개인 술값 기준이 애매한데 ㅋㅋ 암튼 ㅇㅋ
#d_cost_a4 선영: 👌
#nt_dues_in 은정: 아 그리고 9월 회비 다섯 명 다 들어온 거 방금 확인했어
#n_rain 동훈: 혹시 비 오면 펜션에서 고스톱이나 치자
선영: 점당 백원 ㅋㅋ
태식: 은정이 타짜임 조심
#nt_bot_notice 코덱스: 원하면 매달 25일에 회비 입금 알림 보냄.
현주: 추석 때 다들 어디 가?
동훈: 대전 큰집
선영: 난 광주니까 시댁이 10분 ㅋㅋ 부럽지
은정: 우린 올해 안 내려가 시부모님이 올라오셔
"""),
("2026-09-22 20:44", r"""
#d_meet1_p 현주: 출발 얘기하자. 9일 아침 7시 사당역 4번 출구 집합, 태식이 차랑 동훈이 차 두 대로 가면 어때
#d_meet1_a1 태식: ㅇㅋ 난 은정이 태우고 갈게
#d_meet1_a2 동훈: 그래 내 차엔 현주
은정: 7시면 나 6시에 일어나야 되네 ㅠ 알았어
#d_meet1_sy 선영: 난 광주에서 바로 통영 버스 탈게 터미널에서 만나
#d_meet1_ok 현주: 사당 7시 두 대 확정
#nt_ktx 은정: 선영아 버스표 내가 대신 예매해줄까?
#nt_ktx_no >nt_ktx 선영: 괜찮아 광주 터미널 바로 앞이라 현장에서 사면 돼
"""),
("2026-09-25 10:30", r"""
선영: [사진]
선영: 송편 빚다가 허리 나감 ㅋㅋ
태식: 메리 추석~
현주: 다들 전 많이 먹어 ㅎㅎ
동훈: 큰집에서 전 부치는 중… 손목 나갈 듯
은정: 우린 시부모님 오셔서 갈비찜 함
"""),
("2026-09-28 21:10", r"""
#t_boat_r 선영: 욕지도 배 알아봤어 (추석 때문에 늦었네 미안)
#d_yj_drop0 선영: 삼덕항에서 첫 배가 7시고 그다음이 10시 반인데 10시 반 배 타면 돌아오는 게 3시 배래
선영: 그럼 서울 도착이 밤 10시 넘어
태식: 연휴 마지막 날 밤 10시… 경부 막히면 자정이다
#d_yj_drop_p 현주: 그럼 욕지도는 빼자 이번엔 시내만 천천히 돌고 일찍 올라오자
#d_yj_drop_a1 동훈: 그래 무리하지 말자
#d_yj_drop_a2 선영: ㅇㅇ 아쉽지만 다음에
#d_yj_drop_ts 태식: 솔직히 다행ㅋㅋ 멀미 안 해도 되고
#t_boat_drop 선영: 배표는 안 끊었으니까 그냥 그대로 둘게
#n_next 은정: 내년엔 그냥 해외 한번 가자 다낭 같은 데
#n_next_no >n_next 현주: 내년 얘기는 내년에 하자 ㅋㅋ 회비나 잘 붓자
"""),
("2026-10-01 09:20", r"""
#t_rule_hand 은정: 현주야 미안한데 나 이번 주 회사 감사라 야근 확정이야 ㅠ 경조사 규칙 공지 네가 좀 올려줄 수 있어?
#t_rule_hand_ok 현주: ㅇㅇ 내가 오늘 밤에 올릴게 걱정 마
은정: 땡큐 ㅠㅠ
#nt_gather 동훈: 여행 다녀오면 우리 집에서 한번 모이자 내가 언제 날 잡아서 부를게
태식: 동훈이네 집들이 아직 안 했잖아 2년째 ㅋㅋ
"""),
("2026-10-01 22:48", r"""
#t_rule_done 현주: 📌 다섯손가락 경조사 규칙 (공지 등록함)\n- 본인·배우자 부모상: 곗돈에서 30만원 + 화환 1 (상주가 사양하면 화환 대신 10만원 더해 40만원)\n- 본인 입원: 과일바구니\n- 연락은 들은 사람이 바로 단톡에
선영: 깔끔하다 👍
은정: 고마워 현주야
"""),
("2026-10-03 15:12", r"""
#t_hoe 현주: 첫날 저녁 횟집은 내가 예약할게 중앙시장 근처 몇 군데 보고
태식: 중앙시장 2층 초장집 말고 제대로 된 데로 ㅋㅋ
#t_oil 태식: 나 출발 전에 엔진오일 갈고 타이어 공기압 보고 갈게 다음 주 수요일까지
#t_cake 현주: 은정이 생일 케이크는 통영 빵집에 내가 주문해둘게 ㅎㅎ
은정: 아 뭐 그런 걸 ㅠㅠ 고마워
#t_rice 선영: 나는 광주에서 떡이랑 과일 좀 사 갈게 펜션에서 먹게
동훈: 난 입만 가져갈게 ㅋㅋ
#n_bot_fee2_q 태식: @코덱스 회비 7만원이면 1년에 곗돈 얼마 쌓여?
코덱스: 7만원 × 5명 × 12개월 = 420만원.
태식: 오 꽤 되네
"""),
("2026-10-05 19:30", r"""
#t_hoe_done 현주: 횟집 예약 완료! 9일 저녁 7시 '물레방아횟집' 5명, 모둠회 대자 + 멍게 비빔밥
선영: 오 멍게 비빔밥 ㅠㅠ
동훈: 여기 블로그 후기 좋더라
#t_cake_done 현주: 케이크도 주문함 9일 5시 픽업 통영 '해담제과'
은정: 감동이야 진짜 ㅠ
"""),
("2026-10-06 21:55", r"""
동훈: 아 그리고 나 차 정기검사가 하필 9일 오전 예약이 잡혀 있어서…
동훈: 검사소 예약 바꾸려니까 연휴 전엔 자리가 없대
#d_meet2_p 현주: 📌 9일 아침 6시 반 양재역 12번 출구 앞. 태식이 차 한 대로 넷이 간다. 태식이가 은정이 태우고 양재로 옴
#d_meet2_a1 태식: 알겠음 6시 반 양재 ㅇㅋ 트렁크 비워둘게
#d_meet2_a2 동훈: 양재면 나 걸어서 10분 ㅋㅋ 땡큐
#d_meet2_a3 은정: 6시 반이면… 5시 반 기상… 그래 간다
#nt_car 동훈: 그래도 필요하면 검사 끝나고 내 차로 따로 내려갈까?
#nt_car_no >nt_car 현주: 됐어 한 대면 충분해 검사나 잘 받아
"""),
("2026-10-07 20:10", r"""
#t_oil_done 태식: 엔진오일 교체 완료 타이어도 봤음 [사진]
태식: 사장님이 브레이크 패드도 곧 갈래 ㅋㅋ 그건 여행 다녀와서
#nt_bot_food 클로디: 통영 맛집 리스트가 필요하시면 더 찾아드릴 수 있어요 🙂
현주: 날씨 보니까 9일 맑음 10일 구름조금
#nt_pack 현주: 펜션에 수건 없대 다들 각자 수건 챙겨와
선영: 굿굿
"""),
("2026-10-09 06:22", r"""
은정: 일어났다… 눈이 안 떠져
태식: 은정이네 앞 도착
#rice_done 선영: 나 떡이랑 귤 한 박스 샀어 8시 반 버스 탐
현주: 양재 도착~
동훈: 나도 12번 출구
태식: 5분 남음
"""),
("2026-10-09 12:48", r"""
태식: 통영 도착!!
선영: 나 터미널 앞 다찌 골목 보고 있음
현주: [사진]
현주: 충무김밥 1인분에 8천원 ㅋㅋ 물가
동훈: 오징어무침 맛있다
"""),
("2026-10-09 17:35", r"""
현주: 케이크 픽업 완료 🎂
은정: [사진]
은정: 펜션 뷰 미쳤다
선영: 바다 바로 앞이야
태식: 7시 횟집 가자 택시 부름
"""),
("2026-10-09 22:40", r"""
동훈: 오늘 회 진짜 역대급
은정: 얘들아 생일 챙겨줘서 고마워 ㅠㅠ 울컥했어
선영: 생일 축하해 은정아 🎉
현주: 사랑한다 친구야 ㅋㅋ
태식: 나 먼저 잔다 내일 운전
"""),
("2026-10-10 10:05", r"""
현주: 시락국 먹는 중
현주: [사진]
동훈: 해장 된다
은정: 이순신공원 가자
"""),
("2026-10-10 21:30", r"""
태식: 서울 도착 ㅋㅋ 안 막혔다
선영: 나도 광주 도착~ 떡 남은 거 다들 챙겼지?
현주: 다들 고생했어 즐거웠다
동훈: 다음엔 욕지도 ㅋㅋ
#t_receipt 태식: 영수증 내가 다 갖고 있어 내일 사진 찍어서 은정이한테 보낼게
은정: 오키 그거 받아야 정산 끝남
"""),
("2026-10-11 11:40", r"""
#t_photo 은정: 여행 사진 구글 앨범 만들어서 오늘 중으로 링크 올릴게
은정: 다들 폰에 있는 거 거기 올려줘
#t_bot_calc_q 은정: @코덱스 정산표 좀 만들어줘. 곗돈에서 나간 거: 숙소 34만, 횟집 27만, 점심 저녁 간식 합쳐서 19만 6천, 기름값 통행료 15만 2천, 케이크 4만 2천
#t_bot_calc 코덱스: 정리함.
#t_bot_calc_done 코덱스: 합계 100만원.\n숙소 340,000 / 횟집 270,000 / 식비 196,000 / 차량 152,000 / 케이크 42,000\n잔액: 2,384,000 - 1,000,000 = 1,384,000원 (10월 회비 입금 전 기준).
현주: 딱 백이네 ㅋㅋ
동훈: 오 여행비 100에 끝났네
#t_receipt_re 태식: 아 영수증 깜빡함 ㅋㅋ 지갑에 있음 오늘 밤에 꼭 보낼게
은정: 태식아 ㅡㅡ
"""),
("2026-10-11 20:15", r"""
#t_photo_done 은정: 앨범 링크 올렸어 [링크] 사진 112장 ㅋㅋ
선영: 오 빠르다
동훈: 내 사진 다 눈 감았네
#t_bank_re 동훈: 아 그리고 통장 대표자 변경 말인데 지난주에 은행 못 갔어 ㅠ 다음 주에 은정이랑 시간 맞춰서 갈게
은정: 나 수요일 오후 반차 가능
동훈: ㅇㅋ 그때 보자
현주: 다들 수고했어 다음 모임은 11월 회비 넣고 ㅋㅋ
"""),
]

DECISIONS = [
    dict(id='d1', text='가을 여행: 여수 1박2일, 10월 17~18일(토일)',
         stated=['d_ys_p', 'd_ys_a1', 'd_ys_a2', 'd_ys_a3', 'd_ys_ok'],
         agreed_by=['현주', '선영', '동훈', '태식'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_hg_p', 'd_hg_ok']),
    dict(id='d2', text='여행 날짜를 한글날 연휴 10월 9~10일(금토)로 (여수 그대로)',
         stated=['d_hg_p', 'd_hg_a1', 'd_hg_a2', 'd_hg_dh', 'd_hg_sy', 'd_hg_ok'],
         agreed_by=['현주', '은정', '태식', '동훈', '선영'], objected_by=['동훈'],
         status='superseded', superseded_by='d3', changed_at=['d_ty_p', 'd_ty_ok']),
    dict(id='d3', text='여수 대신 통영으로, 날짜는 10월 9~10일 그대로',
         stated=['d_ty_p', 'd_ty_a1', 'd_ty_a2', 'd_ty_a3', 'd_ty_a4', 'd_ty_ok'],
         agreed_by=['태식', '선영', '현주', '동훈', '은정'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='9일 아침 7시 사당역 4번 출구 집합, 태식·동훈 차 두 대로 출발 (선영은 광주에서 버스로 통영)',
         stated=['d_meet1_p', 'd_meet1_a1', 'd_meet1_a2', 'd_meet1_sy', 'd_meet1_ok'],
         agreed_by=['현주', '태식', '동훈', '선영'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_meet2_p', 'd_meet2_a1', 'd_meet2_a2']),
    dict(id='d5', text='9일 아침 6시 반 양재역 12번 출구 집합, 태식 차 한 대로 넷이 출발',
         stated=['d_meet2_p', 'd_meet2_a1', 'd_meet2_a2', 'd_meet2_a3'],
         agreed_by=['현주', '태식', '동훈', '은정'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='회비를 10월부터 월 5만원에서 7만원으로 인상',
         stated=['d_fee_p', 'd_fee_sy', 'd_fee_a1', 'd_fee_a2', 'd_fee_ok'],
         agreed_by=['현주', '선영', '동훈', '태식'], objected_by=['선영'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='총무를 11월부터 은정에서 동훈으로 교대 (10월 여행 정산까지는 은정)',
         stated=['d_chong_p', 'd_chong_a1', 'd_chong_a2', 'd_chong_a3', 'd_chong_a4', 'd_chong_ok'],
         agreed_by=['동훈', '현주', '은정', '태식', '선영'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='경조사 규칙: 본인·배우자 부모상에 곗돈 30만원 + 화환, 상주가 화환을 사양하면 40만원',
         stated=['d_gj_p', 'd_gj_r', 'd_gj_ts', 'd_gj_a1', 'd_gj_a2', 'd_gj_a3', 't_rule_done'],
         agreed_by=['현주', '태식', '동훈', '선영', '은정'], objected_by=['태식'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='여행 경비(숙소·식사·기름값·통행료)는 곗돈에서, 기념품·개인 술값은 각자',
         stated=['d_cost_p', 'd_cost_a1', 'd_cost_a2', 'd_cost_a3', 'd_cost_a4'],
         agreed_by=['은정', '현주', '동훈', '태식', '선영'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='이번 여행은 가족(배우자) 동반',
         stated=['d_spouse_p', 'd_spouse_a1', 'd_spouse_a2', 'd_spouse_a3', 'd_spouse_ok'],
         agreed_by=['동훈', '현주', '선영', '태식'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_spouse_drop_p', 'd_spouse_drop_a1', 'd_spouse_drop_a2']),
    dict(id='d11', text='둘째 날(10일) 아침 배로 욕지도 다녀오기',
         stated=['d_yj_p', 'd_yj_a1', 'd_yj_a2', 'd_yj_a3'],
         agreed_by=['선영', '현주', '은정', '동훈'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_yj_drop_p', 'd_yj_drop_a1', 'd_yj_drop_a2', 'd_yj_drop_ts']),
    dict(id='d12', text='숙소: 통영 미륵도 바다소리펜션 방 두 개(남·여) 34만원',
         stated=['d_room_p', 'd_room_r', 'd_room_ej', 'd_room_a1', 'd_room_a2', 't_pension_done'],
         agreed_by=['태식', '현주', '은정', '동훈', '선영'], objected_by=['은정'],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_jeju', 'n_jeju_no'], 'proposal not taken up'),        # 제주 → 비행기값
    (['n_bot_fee'], 'bot suggestion ignored'),                  # 코덱스: 6만원 안
    (['n_lotto'], 'joke'),                                      # 곗돈으로 로또
    (['n_chong_joke'], 'joke'),                                 # 곗돈 들고 튀어도 됨
    (['n_band', 'n_band_no'], 'proposal not taken up'),        # 밴드 파기 → 귀찮아
    (['n_bbq_q', 'n_bbq_r'], 'question'),                       # 바베큐 돼?
    (['n_bot_cable'], 'bot suggestion ignored'),                # 클로디: 케이블카 예매
    (['n_rain'], 'hypothetical'),                               # 비 오면 고스톱
    (['n_next', 'n_next_no'], 'proposal not taken up'),        # 내년 해외 → 내년에
    (['n_bot_fee2_q'], 'question'),                             # 7만원이면 1년에 얼마?
]

TODOS = [
    dict(id='t1', owner='은정', task='곗돈 통장 잔액 확인해서 알려주기',
         taken=['t_balance'], due='2026-09-08', status='done', closed_by=['t_balance_done'], handed_to=None),
    dict(id='t2', owner='현주', task='여수 숙소 몇 군데 전화해서 알아보기',
         taken=['t_ys_room'], due='2026-09-13', status='done', closed_by=['t_ys_room_done'], handed_to=None),
    dict(id='t3', owner='태식', task='통영 미륵도 펜션 사장님께 전화해 예약하기',
         taken=['t_pension'], due='2026-09-12', status='done', closed_by=['t_pension_done'], handed_to=None),
    dict(id='t4', owner='동훈', task='계모임 통장 대표자(명의) 변경: 은행에 필요 서류 알아보고 처리',
         taken=['t_bank', 't_bank_re'], due='2026-09-20', status='open', closed_by=[], handed_to=None),
    dict(id='t5', owner='동훈', task='배우자들 여행 일정 물어서 모으기',
         taken=['t_spouse'], due='2026-09-20', status='dropped',
         closed_by=['d_spouse_drop_p', 't_spouse_drop'], handed_to=None),
    dict(id='t6', owner='은정', task='경조사 규칙 정리해서 단톡 공지에 올리기',
         taken=['t_rule', 't_rule_hand_ok'], due='', status='done', closed_by=['t_rule_done'], handed_to='현주'),
    dict(id='t7', owner='클로디', task='통영 1박2일 동선 짜기',
         taken=['t_bot_plan'], due='', status='done', closed_by=['t_bot_plan_done'], handed_to=None),
    dict(id='t8', owner='선영', task='욕지도 배 시간과 표 알아보기',
         taken=['t_boat', 't_boat_r'], due='2026-09-20', status='dropped',
         closed_by=['d_yj_drop_p', 't_boat_drop'], handed_to=None),
    dict(id='t9', owner='현주', task='첫날 저녁 통영 횟집 예약',
         taken=['t_hoe'], due='', status='done', closed_by=['t_hoe_done'], handed_to=None),
    dict(id='t10', owner='태식', task='출발 전 엔진오일 교체, 타이어 공기압 점검',
         taken=['t_oil'], due='2026-10-07', status='done', closed_by=['t_oil_done'], handed_to=None),
    dict(id='t11', owner='현주', task='은정 생일 케이크 통영 빵집에 주문',
         taken=['t_cake'], due='', status='done', closed_by=['t_cake_done'], handed_to=None),
    dict(id='t12', owner='선영', task='광주에서 떡과 과일 사 가기',
         taken=['t_rice'], due='', status='done', closed_by=['rice_done'], handed_to=None),
    dict(id='t13', owner='태식', task='여행 영수증 사진 찍어 은정에게 보내기',
         taken=['t_receipt', 't_receipt_re'], due='2026-10-11', status='open', closed_by=[], handed_to=None),
    dict(id='t14', owner='은정', task='여행 사진 구글 앨범 만들어 링크 올리기',
         taken=['t_photo'], due='2026-10-11', status='done', closed_by=['t_photo_done'], handed_to=None),
    dict(id='t15', owner='코덱스', task='여행 경비 정산표 만들기',
         taken=['t_bot_calc'], due='', status='done', closed_by=['t_bot_calc_done'], handed_to=None),
]

NON_TODOS = [
    (['nt_autopay'], 'instruction to others'),        # 25일 전에 자동이체 7만원으로 바꿔놔
    (['nt_autopay_done'], 'already done'),            # 방금 바꿨어
    (['nt_deposit', 'nt_deposit_r'], 'already done by someone else'),  # 계약금 → 태식이 이미 보냄
    (['nt_temple'], 'vague wish'),                    # 템플스테이 가보고 싶다
    (['nt_seasick'], 'banter promise'),               # 멀미하면 헤엄쳐 갈게
    (['nt_bot_notice'], 'bot offer not taken up'),    # 코덱스 회비 알림
    (['nt_ktx', 'nt_ktx_no'], 'offer declined'),      # 버스표 대신 예매 → 괜찮아
    (['nt_gather'], 'vague promise'),                 # 언제 우리 집에서 모이자
    (['nt_car', 'nt_car_no'], 'offer declined'),      # 내 차로 따로 → 됐어
    (['nt_bot_food'], 'bot offer not taken up'),      # 클로디 맛집 리스트
    (['nt_pack'], 'instruction to others'),           # 각자 수건 챙겨와
    (['nt_dues_in'], 'already done'),                 # 이번 달 회비 다 들어온 거 확인함
]

QUESTIONS = [
    # ---- changed
    ('가을 여행 최종적으로 어디로 언제 갔어?',
     ['d_ty_p', 'd_ty_ok', 'd_hg_ok'], '통영, 10월 9~10일(한글날 연휴 금토)', 'changed'),
    ('맨 처음 잡았던 여행 계획은 뭐였어?',
     ['d_ys_p', 'd_ys_ok'], '여수 1박2일, 10월 17~18일 토일', 'changed'),
    ('여행 날짜는 왜 앞당겨졌어?',
     ['chesa', 'd_hg_p'], '17일에 선영이 시댁 제사가 잡혀서 한글날 연휴(9~10일)로 옮김', 'changed'),
    ('여수를 포기한 이유가 뭐야?',
     ['t_ys_room_done', 'd_ty_p'], '연휴라 여수 펜션이 다 찼고 남은 데가 1박 60만원, 호텔도 50 넘어서 통영으로 바꿈', 'changed'),
    ('출발할 때 어디서 몇 시에 모이기로 됐어?',
     ['d_meet2_p', 'd_meet2_a1'], '9일 아침 6시 반 양재역 12번 출구, 태식 차 한 대로', 'changed'),
    ('원래 차 몇 대로 어디서 출발하려고 했었지?',
     ['d_meet1_p', 'd_meet1_ok'], '두 대(태식·동훈 차)로 사당역 4번 출구 아침 7시', 'changed'),
    ('배우자들도 같이 가기로 했던 건 어떻게 됐어?',
     ['d_spouse_drop0', 'd_spouse_drop_p'], '취소. 애들 시험, 당직 등으로 선영 남편만 가능해서 다섯만 감', 'changed'),
    ('욕지도 가는 건 결국 했어?',
     ['d_yj_drop0', 'd_yj_drop_p', 'd_yj_drop_a1'], '안 함. 배 시간 때문에 서울 도착이 밤 10시 넘어서 빼기로 함', 'changed'),
    # ---- owner
    ('경조사 규칙 공지는 누가 올렸어?',
     ['t_rule', 't_rule_hand', 't_rule_hand_ok', 't_rule_done'], '현주 (은정이 맡았다가 회사 감사로 현주에게 부탁)', 'owner'),
    ('통영 펜션 예약한 사람은?',
     ['t_pension', 't_pension_done'], '태식', 'owner'),
    ('11월부터 돈 관리는 누가 해?',
     ['d_chong_p', 'd_chong_ok'], '동훈 (은정에게서 총무를 넘겨받음)', 'owner'),
    ('여행 코스 짜준 건 누구야?',
     ['t_bot_plan_q', 't_bot_plan_done'], '클로디(봇)', 'owner'),
    ('첫날 저녁 식당은 누가 잡았어?',
     ['t_hoe', 't_hoe_done'], '현주', 'owner'),
    # ---- status
    ('통장 대표자 바꾸는 건 끝났어?',
     ['t_bank', 't_bank_re'], '아직. 동훈이 은행에 못 가서 다음 주 은정과 (수요일 오후) 가기로 함', 'status'),
    ('태식이 영수증 보냈어?',
     ['t_receipt', 't_receipt_re'], '아직. 깜빡해서 밤에 보내겠다고만 함', 'status'),
    ('선영이 배표 끊었어?',
     ['t_boat', 't_boat_drop'], '아니, 욕지도 일정이 빠져서 안 끊음', 'status'),
    ('여행 사진 올라온 데 있어?',
     ['t_photo', 't_photo_done'], '응, 은정이 구글 앨범 링크 올림(112장)', 'status'),
    ('태식이 차 점검은 하고 갔어?',
     ['t_oil', 't_oil_done'], '응, 엔진오일 갈고 타이어도 봄 (브레이크 패드는 다녀와서)', 'status'),
    ('가족 일정 모으는 건 다 됐어?',
     ['t_spouse', 't_spouse_drop'], '중단. 가족 동반이 없던 걸로 돼서 모을 필요가 없어짐', 'status'),
    # ---- single
    ('9월 초에 곗돈 얼마 있었어?',
     ['t_balance_done'], '238만 4천원', 'single'),
    ('펜션 방값 얼마였어?',
     ['t_pension_done'], '방 두 개 1박 34만원 (계약금 10만원은 태식이 냄)', 'single'),
    ('횟집 이름이 뭐였지?',
     ['t_hoe_done'], '물레방아횟집 (9일 저녁 7시, 5명)', 'single'),
    ('회비는 지금 한 달에 얼마야?',
     ['d_fee_p', 'd_fee_ok'], '10월부터 월 7만원 (전엔 5만원)', 'single'),
    ('부모상 때 곗돈에서 얼마 나가?',
     ['t_rule_done'], '30만원 + 화환, 화환을 사양하면 40만원', 'single'),
    ('여행 비용 총 얼마 들었어?',
     ['t_bot_calc_done'], '100만원', 'single'),
    # ---- temporal
    ('케이크는 몇 시에 찾으러 가기로 했었어?',
     ['t_cake_done'], '9일 오후 5시 (통영 해담제과)', 'temporal'),
    ('자동이체 금액은 언제까지 바꿔야 해?',
     ['nt_autopay'], '10월 25일 전까지', 'temporal'),
    ('은정이 총무 언제까지 해?',
     ['d_chong_a2'], '10월 여행 정산까지, 11월부터 동훈', 'temporal'),
    ('선영이 통영 가는 버스 몇 시 거였어?',
     ['rice_done'], '9일 아침 8시 반 (광주에서)', 'temporal'),
    # ---- multi
    ('여행 다녀온 뒤 곗돈 남은 건?',
     ['t_balance_done', 't_bot_calc_done'], '238만 4천원에서 100만원 써서 138만 4천원 (10월 회비 들어오기 전)', 'multi'),
    ('회비 올리는 데 반대한 사람 있었어? 어떻게 정리됐어?',
     ['d_fee_obj', 'd_fee_r', 'd_fee_sy'], '선영이 광주 차비 때문에 부담이라 했지만, 여행비가 곗돈에서 나간다는 은정 말에 7만원 동의', 'multi'),
    ('방 하나짜리 안 하고 두 개로 한 이유는?',
     ['d_room_obj', 'd_room_r', 'd_room_ej'], '은정이 34만원은 비싸다며 20만원짜리 큰 방을 말했지만, 코골이 때문에 못 잔다는 현주 말에 두 개로 함', 'multi'),
    ('동훈이 왜 자기 차를 안 가져갔어?',
     ['d_meet2_p', 'nt_car', 'nt_car_no'], '9일 오전에 차 정기검사가 잡혀 있었고, 따로 내려가겠다는 것도 현주가 한 대면 충분하다고 함', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20260907)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
