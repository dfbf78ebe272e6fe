#!/usr/bin/env python3
"""Korean anglers' club officers' chat (안산 직장인 낚시동호회 '물때맞춤' 운영진방):
가을 주꾸미 선상 정기출조 + 연말 송년회 준비, 2026-09-28 .. 2026-11-01, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '상철': (6320914875, False),   # 회장, 50대; knows the boat captains, books boats and the 횟집
    '경민': (5817203946, False),   # 총무; money, the club storage unit, settles accounts
    '보람': (7150398264, False),   # 홍보·밴드 관리; vests idea, member list
    '우석': (5492018637, False),   # 장비·채비 담당; jokes, spare rods
    '나래': (6904127358, False),   # 신입 담당, has a car; new members, photos
    '코덱스': (7391820465, True),  # bot: terse, numbers
    '클로디': (7482019536, True),  # bot: warm, polite
}

SESSIONS = [
("2026-09-28 20:40", r"""
상철: 다들 퇴근했나
우석: 방금 지하철 탐
보람: 저 야근요 ㅠㅠ 폰으로만 봄
경민: 넵 집입니다
#chul_topic 상철: 가을 정기출조 슬슬 정해야지 주꾸미 철 끝나기 전에
나래: 오 드디어!!
#d_boat1_p 상철: 10월 17일 토요일 보령 오천항 어떠냐 대광호 선장님이 내 20년 지기야 주꾸미 포인트 빠삭함
#d_boat1_a1 우석: 오천항 좋죠 작년에 거기서 쿨러 꽉 채움
#d_boat1_a2 나래: 17일 저 완전 가능요
#d_boat1_a3 경민: 👍
보람: 17일 스케줄 확인해볼게요 아마 될 듯
#t_call1 상철: 내일 점심때 대광호 선장님한테 전화해서 그날 배 되는지 물어볼게
#d_boat1_ok 상철: 일단 17일 오천항 대광호로 잡고 간다
#d_fee_p 경민: 출조비는 1인 8만원 어때요? 배삯 6만에 미끼랑 채비 점심까지 해서요
#d_fee_obj >d_fee_p 보람: 음 신입분들한텐 8만원 좀 세지 않아요? 처음 오는 사람 겁먹을 듯 ㅠ
경민: 배삯이 올라서 더 깎기는 어려워요
#d_fee_comp 상철: 그럼 신입은 동호회 통장에서 2만원 빼주자 신입만 6만원
#d_fee_a1 보람: 오 그럼 완전 좋아요 찬성
#d_fee_a2 우석: ㄱㄱ
#d_fee_ok 경민: 그럼 기존 8만 신입 6만으로 정리할게요
#n_shave 우석: 이번에 100마리 못 넘기면 회장님 삭발 공약 ㅋㅋㅋ
상철: 니가 밀어라 ㅋㅋ
나래: 영상 찍어야겠다 ㅋㅋㅋㅋ
"""),
("2026-09-29 12:35", r"""
#t_call1_done 상철: 대광호 선장님이랑 통화했는데 17일은 대전 동호회가 배를 통째로 잡아놨대 ㅠ
우석: 아 선수 뺏김
나래: 헐 ㅠㅠ
#d_boat2_p 상철: 대신 서천 홍원항 은성호 소개받았다 22인승이고 주꾸미 잘 뽑는대 17일 비어있음
#d_boat2_obj >d_boat2_p 우석: 홍원항이면 안산에서 한 시간은 더 걸리지 않아요? 새벽에 운전 빡센데
#d_boat2_r 상철: 배삯 똑같고 선장님이 포인트 욕심 많대 한 시간 투자할만하다
#d_boat2_a1 우석: 흠 그렇다면야.. 가시죠 뭐
#d_boat2_a2 나래: 저 운전 교대해드릴게요 ㅎㅎ 은성호 ㄱㄱ
#d_boat2_a3 경민: 좋아요
#d_boat2_ok 상철: 그럼 17일 홍원항 은성호 확정
#t_deposit 상철: 은성호 예약금 20만원은 내가 내일 보낼게 경민이 나중에 통장에서 돌려줘
경민: 넵 영수증만 캡처해주세요
보람: 점심 뭐드셨어요 다들
우석: 제육
보람: 아 제육 땡긴다
"""),
("2026-09-29 21:10", r"""
나래: 아 그리고 신입 문의가 밴드로 계속 와요
나래: 이번 주에만 여섯 명 가입 신청함
우석: 가을이라 다들 바다 가고 싶은갑다
#n_twoboats 나래: 혹시 배 두 척 빌리면 신입 다 데려갈 수 있지 않나요?
#n_twoboats_r 상철: 홍원항에 같은 날 두 척 빌리는 건 선장님이 안 된다더라 한 척만
나래: 아하 넵
#d_meet1_p 경민: 집합은 늘 하던 대로 안산 중앙역 공영주차장 새벽 4시?
#d_meet1_a1 상철: ㅇㅇ 그게 편하지
#d_meet1_a2 나래: 넵 중앙역 4시!
#d_car_p 상철: 차는 내 차 나래 차 경민이 차 세 대로 나눠 타자 기름값은 출조비에서
#d_car_a1 경민: 제 차 7인승이라 짐 많이 실을 수 있어요
#d_car_a2 나래: 좋아요~
#t_carpool 나래: 카풀 누가 어느 차 탈지 명단은 제가 짜서 주말까지 올릴게요
상철: 오케이
"""),
("2026-09-30 19:50", r"""
#t_deposit_done 상철: 은성호 예약금 20만원 보냈다
상철: [사진]
경민: 확인했습니다 통장에서 방금 보내드렸어요
#nt_account 경민: 아 그리고 방금 회비 통장 내역 밴드 공지에 올려놨어요 지난 출조 잔액 41만원
우석: 총무님 일 잘하네
#n_toss 경민: 근데 회비 통장 토스로 옮길까요? 수수료 없고 내역 보기 편한데
#n_toss_r 상철: 바꾸면 또 다들 계좌 헷갈려한다 그냥 두자
경민: 넵 ㅎㅎ
#d_vest_p 보람: 저 생각한 거 있는데요 우리 동호회 로고 박힌 낚시조끼 맞추면 어때요? 단체사진 찍을 때 멋있을 듯
#d_vest_a1 우석: 오 그거 ㄹㅇ 멋있겠다 주머니 많은 걸로
#d_vest_a2 나래: 찬성찬성
#d_vest_a3 상철: 좋지 한번 해보자
#t_vest_quote 보람: 그럼 제가 업체 몇 군데 견적 받아볼게요 다음 주 수요일까지!
#t_vest_logo 보람: 로고 시안도 제가 대충 그려볼게요 물고기+갈고리 느낌으로
우석: 로고에 주꾸미 넣어라 ㅋㅋ
보람: 주꾸미 귀엽긴 하네요 ㅋㅋ
"""),
("2026-10-01 22:05", r"""
#n_galchi 우석: 근데 주꾸미 끝나면 11월에 여수 갈치 한번 가야 되는 거 아님?
#n_galchi_r 상철: 여수는 왕복 열 시간이다 갈치는 내년에 생각하자
우석: ㅠㅠ 갈치회 먹고싶었는데
#nt_wish 보람: 저는 언젠가 제주 가서 무늬오징어 한번 잡아보는 게 소원이에요
나래: 오 그거 손맛 장난 아니라던데
#nt_teach 우석: 언제 한번 신입들 모아서 채비 묶는 법 강의해줄게
나래: 오 그거 신입들 좋아하겠다
경민: 다들 추석 연휴 뭐해요
상철: 처가
보람: 시댁이요 ㅋㅋ 전 부치러 갑니다
"""),
("2026-10-03 10:20", r"""
나래: [사진]
나래: 연휴라 탄도항 왔어요 망둥어 입질 좋아요
우석: 오 몇 마리 잡았냐
나래: 아직 세 마리 ㅋㅋ
#d_rookie_p 나래: 그리고 신입 얘기요 이번 출조 신입 몇 명까지 받을지 정해야 할 것 같아요 신청자 여섯 명이에요
#d_rookie_p2 상철: 배가 22인승이니까 기존 회원 빼면 신입은 네 명까지 받자
#d_rookie_obj >d_rookie_p2 경민: 네 명이면 동호회 대여용 낚싯대가 모자라요 지금 두 대밖에 없어요
#d_rookie_r 우석: 나 여분 주꾸미대 세 대 있음 빌려줌
#d_rookie_a1 경민: 오 그럼 다섯 대네요 네 명 ok
#d_rookie_a2 보람: 네 명 좋아요
#d_rookie_ok 상철: 신입 네 명 선착순으로 받는 걸로
#t_members 보람: 가입 신청자 명단 밴드 멤버 목록이랑 맞춰서 명부 정리해둘게요
#nt_fee_due 경민: 출조 가실 분들 10일까지 회비 입금해주세요!! 기존 8만 신입 6만
우석: 넵
"""),
("2026-10-04 21:30", r"""
#t_carpool_hand 나래: 아 죄송한데 저 이번 주 내내 야근 확정이라 카풀 명단 못 짤 것 같아요 ㅠ 경민님 혹시 가능하세요?
#t_carpool_hand_ok 경민: 제가 할게요 입금 확인하면서 같이 짜면 돼요
나래: 감사합니다 ㅠㅠ 살았다
#t_fee 경민: 입금 확인도 제가 하고 명단 정리해서 공지할게요
#t_fee_bot_q 경민: @코덱스 앞으로 입금 들어온 사람 내가 말하면 명단으로 정리 좀 해줘
#t_fee_bot 코덱스: 알겠습니다. 이름과 금액을 보내주시면 입금/미입금 표로 정리합니다.
#t_rig 우석: 채비는 내가 에기랑 봉돌 공동구매로 주문할게 목요일까지
상철: 넉넉히 사라 바닥 걸리면 다 뜯긴다
우석: 에기 40개 봉돌 30개 생각 중
#nt_bot_list 코덱스: 필요하시면 출조 준비물 체크리스트도 만들어 드릴 수 있습니다.
보람: 저 연휴 끝나서 우울해요
나래: 내일 월요일 실화냐
"""),
("2026-10-06 20:15", r"""
#t_rig_done 우석: 채비 주문 완료 에기 40개 봉돌 30개 18만 4천원
우석: [사진]
경민: 영수증 확인했어요
#bot_fee1 경민: @코덱스 입금자: 상철 8, 우석 8, 나래 8, 보람 8, 민호 8, 지현(신입) 6, 태윤(신입) 6
코덱스: 입금 7명 / 합계 52만원\n- 기존 5명 × 8만 = 40만\n- 신입 2명 × 6만 = 12만\n미입금: 경민 본인 포함 확인 필요
경민: 아 저도 넣었어요 ㅋㅋ 8
#n_bot_fee 코덱스: 참고로 출조비를 7만원으로 낮추면 신입 지원금 없이도 참가율이 오를 수 있습니다.
우석: 이미 정했어 코덱스야 ㅋㅋ
"""),
("2026-10-07 21:40", r"""
#t_vest_quote_done 보람: 조끼 견적 세 군데 받았어요
보람: 제일 싼 데가 자수 포함 한 벌 4만 2천원인데 최소 주문이 30벌이래요 ㅠ
보람: 우리 운영진 다섯에 관심 있는 회원 합쳐도 열다섯 명 정도라…
우석: 30벌이면 126만원이네 헐
경민: 남는 조끼 15벌은 어쩌죠 ㄷㄷ
#d_vest_drop_p 상철: 그럼 조끼는 접자 돈이 너무 크다
#d_vest_drop_a1 보람: 네 ㅠㅠ 아쉽지만요
#d_vest_drop_a2 나래: ㅇㅇ 아쉽
#t_vest_logo_drop 보람: 로고 시안 반쯤 그렸는데 그것도 여기서 멈출게요 ㅋㅋ
우석: 주꾸미 로고 못 보는 거냐 ㅠ
보람: 제 노트북에만 살아있을게요 ㅋㅋ
"""),
("2026-10-08 22:15", r"""
#d_night_p 우석: 출조 전에 몸풀기로 다음 주 금요일 밤에 시화방조제 망둥어 번개 어때요
#d_night_a1 나래: 오 저 금요일은 칼퇴 가능!
#d_night_a2 상철: 좋다 밤바다 좋지
#d_night_ok 우석: 그럼 16일 금요일 밤 9시 번개 ㄱㄱ
#t_night_notice 나래: 번개 공지는 제가 금요일 전에 밴드에 올릴게요
#nt_banter 나래: 저 이번에 망둥어도 못 잡으면 낚시 접습니다 ㅋㅋ
우석: 그 말 세 번째임
"""),
("2026-10-10 11:30", r"""
#t_fee_done 경민: 회비 입금 마감했어요 기존 7명 신입 4명 총 11명 80만원
#bot_fee2 경민: @코덱스 마지막으로 신입 수빈 6, 하람 6 추가
#t_fee_bot_done 코덱스: 최종 정리\n- 기존 7명 × 8만 = 56만\n- 신입 4명 × 6만 = 24만\n- 합계 80만원 (11명)\n미입금 없음
경민: 👍 고마워
#t_carpool_done 경민: 카풀 명단도 짰어요\n회장님 차: 우석 민호 지현\n나래님 차: 보람 태윤 수빈\n제 차: 하람 + 아이스박스랑 채비\n이렇게 세 대요
나래: 오 감사합니다 완벽
상철: 좋다
"""),
("2026-10-11 17:05", r"""
우석: 방조제 가봤는데
#d_night_drop_why 우석: 지금 방조제 안쪽 보수공사 한다고 밤에는 출입 통제래 ㅠ 그리고 밤엔 벌써 엄청 추움
#d_night_drop_p 상철: 그럼 번개는 없던 걸로 하자 출조에 집중
#d_night_drop_a1 나래: 넵 ㅠ
#t_night_notice_drop 나래: 공지 올리기 전이라 다행이네요 ㅋㅋ 안 올릴게요
#n_contest 보람: 출조 끝나고 조과 사진 콘테스트 어때요? 밴드에서 투표하는 걸로
경민: [사진]
경민: 오늘 저녁 삼겹살입니다
우석: 불판 부럽다
나래: 저는 컵라면... ㅠ
"""),
("2026-10-12 20:50", r"""
#d_lunch_p 상철: 점심은 선장님이 배에서 라면 끓여주신대 밥이랑 반찬은 각자 도시락 챙기는 걸로
#d_lunch_a1 우석: 배에서 먹는 라면이 제일 맛있지
#d_lunch_a2 보람: 그럼 저 유부초밥 싸갈게요 ㅎㅎ
#d_lunch_a3 경민: 좋아요 그럼 점심값 따로 안 걷을게요
#nt_offer 상철: 신입들 중앙역까지 내가 태우러 갈까?
#nt_offer_no 나래: 아녜요 다들 근처 살아서 알아서 온대요
"""),
("2026-10-13 19:30", r"""
#t_weather_q 상철: @클로디 이번 주 토요일 17일 서천 앞바다 날씨랑 물때 좀 봐줘
#t_weather 클로디: 네, 17일 기준으로 확인해 드릴게요.
#t_weather_done 클로디: 17일(토) 서천 앞바다 예보입니다.\n- 물때: 8물\n- 일출 06:41\n- 바람: 오후부터 북서풍 12~16m/s, 파고 2.5~3.5m\n- 풍랑주의보 가능성이 높다는 예보가 있습니다. 선장님과 꼭 확인해 보세요.
우석: 헐 3.5미터면 못 나감
나래: ㅠㅠㅠ 안 돼
#n_bot_early 클로디: 오전이 그나마 잔잔하니 새벽 2시에 출발해서 오전에만 짧게 하시는 것도 방법이에요.
상철: 선장님 답 기다리는 중
"""),
("2026-10-14 12:20", r"""
상철: 은성호 선장님이랑 통화함
#d_boat3_why 상철: 17일은 무조건 주의보 뜬다고 출항 못 한대
#d_boat3_p 상철: 24일 토요일로 한 주 미루자 선장님이 그날 그대로 빼주신대 예약금도 옮겨준대
#d_boat3_a1 나래: 24일 저 돼요!!
#d_boat3_a2 경민: 저도 ㄱㅊ요
#d_boat3_a3 우석: 안전이 먼저지 24일 ㄱ
#d_boat3_a4 보람: 저도 24일 오케이요
#d_boat3_ok 상철: 그럼 24일 은성호로 간다
#n_if_storm 경민: 24일에도 주의보 뜨면 그땐 그냥 방파제 낚시라도 가야죠 뭐
우석: 그런 말 하지마 부정 탐
#nt_notice 경민: 신입 카톡방에도 24일로 바꿨다고 방금 공지 올렸어요
"""),
("2026-10-15 21:00", r"""
#d_party_p 상철: 그리고 송년회도 미리 잡자 12월 12일 토요일 저녁 안산 바다향 횟집 어떠냐
#d_party_obj >d_party_p 나래: 음 신입분들 중에 회 못 드시는 분 있어요 지현님이랑 하람님 둘이요 고깃집은 어때요?
#d_party_r 상철: 바다향은 소고기 구이 코스도 있어 회 못 먹는 사람은 그걸로 시키면 됨
#d_party_a1 나래: 아 그럼 괜찮아요 바다향 가요
#d_party_a2 우석: 회 콜
#d_party_a3 경민: 좋습니다 12일 토요일
#t_party 상철: 바다향 사장님 아는 분이니까 다음 주 안에 예약 넣을게
#n_lastpays 우석: 송년회 때 이번 출조 꼴찌가 회값 다 내기 ㅋㅋㅋ
보람: 그럼 우석님 확정 ㅋㅋ
우석: 너무해
#nt_bot_recipe 클로디: 송년회 전에 주꾸미 요리 레시피를 정리해 드릴까요? 샤브샤브나 볶음 모두 좋아요 😊
"""),
("2026-10-18 16:40", r"""
보람: 오늘 날씨 보니까 미루길 잘했네요
보람: [사진]
보람: 한강도 바람 장난 아니에요
경민: 우산 뒤집혔어요 아까 ㅋㅋ
우석: 서천 지금 파고 4미터래 ㄷㄷ
나래: 나갔으면 다 멀미로 누웠을 듯
#nt_seasick 상철: 24일엔 멀미약 각자 챙겨와라 신입들한테도 꼭 말하고
나래: 넵 ㅋㅋ 저도 멀미약 필수
"""),
("2026-10-20 21:20", r"""
#d_meet2 상철: 📢 24일 집합: 시흥 정왕역 공영주차장 새벽 3시 30분\n홍원항까지 세 시간 가까이 걸리고 카풀 인원 대부분이 시흥 쪽 살아서 여기가 나음
#d_meet2_a1 경민: 정왕역 3시 반 확인했습니다 👍
#d_meet2_a2 나래: 넵 정왕역!
#d_meet2_a3 우석: 3시 반이면 그냥 안 자고 간다 ㅋㅋ
#t_icebox 경민: 아이스박스는 동호회 창고에 있는 큰 거 두 개 제가 금요일 퇴근길에 꺼내올게요
보람: 창고 비번 아직 그대로죠?
경민: 네 그대로요
#nt_sticker 보람: 아 그리고 밴드 공지 24일로 바꿔서 상단 고정해놨어요
#nt_addr 나래: 신입분들한테 정왕역 주차장 위치 보내드릴까요?
#nt_addr_r >nt_addr 경민: 아까 제가 신입방에 지도 캡처까지 보냈어요 ㅎㅎ
나래: 역시 총무님
"""),
("2026-10-22 20:10", r"""
#t_members_re >t_members 보람: 회원 명부 정리 아직 못 했어요 ㅠ 출조 끝나고 바로 할게요
상철: 천천히 해
#n_bot_early2 클로디: 출조 당일 일정 참고로 말씀드리면, 새벽 2시 출발 시 여유 있게 도착하실 수 있어요.
#n_bot_early2_r 나래: 3시 반으로 이미 공지 나갔어 클로디 ㅋㅋ
#t_icebox_done 경민: 아이스박스 두 개 지금 창고에서 꺼내서 차에 실어놨어요
경민: [사진]
우석: 얼음은 항구 앞 편의점에 팔더라
"""),
("2026-10-24 03:12", r"""
나래: 정왕역 도착!
우석: 나도 도착 편의점 커피 삼
경민: 5분 뒤 도착합니다
상철: 다 모이면 바로 출발
보람: 신입분들 다 오셨어요 네 분 다
"""),
("2026-10-24 07:05", r"""
나래: [사진]
나래: 일출 미쳤다
경민: 와 색 봐
우석: 첫 수 주꾸미 ㅋㅋ
우석: [사진]
보람: 저 벌써 다섯 마리요!!
우석: 초심자의 행운 ㅋㅋ
보람: 실력이거든요 😤
상철: 물때 좋다 오늘 대박 각
경민: 신입 하람님 멀미하셔서 선실에 누워계세요 약은 드심
"""),
("2026-10-24 12:25", r"""
나래: 라면 진짜 맛있다
우석: 바다 라면은 국룰
경민: 유부초밥 맛있어요 보람님 👍
보람: [사진]
상철: 오후에 포인트 한 번 더 옮긴대
"""),
("2026-10-24 19:50", r"""
상철: 다들 수고했다 무사 복귀
#catch 경민: 총 조과 주꾸미 312마리 갑오징어 9마리요
우석: 삭발 면함 ㅋㅋㅋㅋ
상철: 다행이다 진짜
나래: 신입분들 다 재밌었대요 다음에도 오신대요
보람: 오늘 사진 진짜 많이 찍었어요
#t_photos 나래: 사진은 제가 모아서 내일 밴드 앨범에 올릴게요
"""),
("2026-10-25 14:00", r"""
#t_photos_done 나래: 밴드 앨범에 어제 사진 86장 올렸어요~
보람: 오 빠르다
우석: 내 사진 왜 다 입 벌리고 있냐
나래: 그게 실물이에요 ㅋㅋ
#t_settle 경민: 정산은 영수증 모아서 수요일까지 밴드에 올릴게요
상철: 그래 고생했다
"""),
("2026-10-27 21:15", r"""
#t_party_done 상철: 바다향 12월 12일 토요일 저녁 6시 30분 20명 예약했다 룸으로
경민: 오 감사합니다
나래: 소고기 코스 되는 거죠?
상철: ㅇㅇ 말해놨어
우석: 주꾸미 남은 거 다 데쳐서 얼려놨음 냉동실 꽉 참 ㅋㅋ
보람: 우석님 최고
"""),
("2026-10-29 20:40", r"""
보람: 다들 이번 주 너무 바쁘다
경민: 월말이라 정신없네요
#t_settle_re >t_settle 경민: 정산은 주말에 꼭 올릴게요 영수증 두 장이 아직 없어서요
우석: 채비 영수증은 내가 밴드에 올려놨다
경민: 아 봤어요 감사
"""),
("2026-11-01 16:30", r"""
상철: 이번 출조 다들 고생했다
상철: 봄 출조는 해 바뀌면 또 얘기해보자
우석: 도다리 쑥국 먹고싶다
#t_members_re2 보람: 회원 명부는 이번 주 안에 진짜 할게요 ㅠ 신입 네 분도 정회원으로 올려야 해서
나래: 화이팅이요 ㅋㅋ
"""),
]

DECISIONS = [
    dict(id='d1', text='가을 정기출조: 10월 17일(토) 보령 오천항 대광호',
         stated=['d_boat1_p', 'd_boat1_a1', 'd_boat1_a2', 'd_boat1_a3', 'd_boat1_ok'],
         agreed_by=['상철', '우석', '나래', '경민'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_boat2_p', 'd_boat2_ok']),
    dict(id='d2', text='출조 배를 서천 홍원항 은성호(22인승)로, 날짜는 그대로 17일',
         stated=['d_boat2_p', 'd_boat2_r', 'd_boat2_a1', 'd_boat2_a2', 'd_boat2_a3', 'd_boat2_ok'],
         agreed_by=['상철', '우석', '나래', '경민'], objected_by=['우석'],
         status='superseded', superseded_by='d3', changed_at=['d_boat3_p', 'd_boat3_ok']),
    dict(id='d3', text='풍랑 예보로 한 주 미뤄 10월 24일(토) 홍원항 은성호 (예약금 그대로 이월)',
         stated=['d_boat3_p', 'd_boat3_a1', 'd_boat3_a2', 'd_boat3_a3', 'd_boat3_a4', 'd_boat3_ok'],
         agreed_by=['상철', '나래', '경민', '우석', '보람'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='출조비 1인 8만원(배삯·미끼·채비·점심), 신입은 동호회 통장에서 2만원 지원해 6만원',
         stated=['d_fee_p', 'd_fee_comp', 'd_fee_a1', 'd_fee_a2', 'd_fee_ok'],
         agreed_by=['경민', '상철', '보람', '우석'], objected_by=['보람'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d5', text='집합: 안산 중앙역 공영주차장 새벽 4시',
         stated=['d_meet1_p', 'd_meet1_a1', 'd_meet1_a2'],
         agreed_by=['경민', '상철', '나래'], objected_by=[],
         status='superseded', superseded_by='d6', changed_at=['d_meet2']),
    dict(id='d6', text='24일 집합: 시흥 정왕역 공영주차장 새벽 3시 30분',
         stated=['d_meet2', 'd_meet2_a1', 'd_meet2_a2', 'd_meet2_a3'],
         agreed_by=['상철', '경민', '나래', '우석'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='동호회 로고 자수 낚시조끼 단체 제작',
         stated=['d_vest_p', 'd_vest_a1', 'd_vest_a2', 'd_vest_a3'],
         agreed_by=['보람', '우석', '나래', '상철'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_vest_drop_p', 'd_vest_drop_a1', 'd_vest_drop_a2']),
    dict(id='d8', text='송년회 12월 12일(토) 저녁 안산 바다향 횟집 (회 못 먹는 사람은 소고기 코스)',
         stated=['d_party_p', 'd_party_r', 'd_party_a1', 'd_party_a2', 'd_party_a3', 't_party_done'],
         agreed_by=['상철', '나래', '우석', '경민'], objected_by=['나래'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='차는 상철·나래·경민 차 세 대로 카풀, 기름값은 출조비에서',
         stated=['d_car_p', 'd_car_a1', 'd_car_a2'],
         agreed_by=['상철', '경민', '나래'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='출조 전 몸풀기: 16일 금요일 밤 9시 시화방조제 망둥어 번개',
         stated=['d_night_p', 'd_night_a1', 'd_night_a2', 'd_night_ok'],
         agreed_by=['우석', '나래', '상철'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_night_drop_p', 'd_night_drop_a1']),
    dict(id='d11', text='이번 출조 신입은 선착순 4명까지 (우석 여분 낚싯대 3대 대여)',
         stated=['d_rookie_p2', 'd_rookie_r', 'd_rookie_a1', 'd_rookie_a2', 'd_rookie_ok'],
         agreed_by=['상철', '경민', '보람', '우석'], objected_by=['경민'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d12', text='점심은 배에서 선장님 라면, 밥·반찬은 각자 도시락 (점심값 따로 안 걷음)',
         stated=['d_lunch_p', 'd_lunch_a1', 'd_lunch_a2', 'd_lunch_a3'],
         agreed_by=['상철', '우석', '보람', '경민'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_shave'], 'joke'),                                   # 100마리 못 넘기면 회장님 삭발
    (['n_twoboats', 'n_twoboats_r'], 'question'),            # 배 두 척? → 한 척만
    (['n_toss', 'n_toss_r'], 'proposal not taken up'),       # 통장 토스로 → 그냥 두자
    (['n_galchi', 'n_galchi_r'], 'proposal not taken up'),   # 여수 갈치 → 내년에
    (['n_bot_fee'], 'bot suggestion ignored'),               # 코덱스: 7만원으로 낮추기
    (['n_contest'], 'proposal not taken up'),                # 조과 사진 콘테스트, 답 없음
    (['n_bot_early'], 'bot suggestion ignored'),             # 클로디: 새벽 2시 출발, 오전만
    (['n_if_storm'], 'hypothetical'),                        # 24일도 주의보면 방파제
    (['n_lastpays'], 'joke'),                                # 꼴찌가 회값
    (['n_bot_early2', 'n_bot_early2_r'], 'bot suggestion ignored'),  # 클로디: 2시 출발 → 이미 공지
]

TODOS = [
    dict(id='t1', owner='상철', task='대광호 선장에게 17일 배 되는지 전화로 문의',
         taken=['t_call1'], due='2026-09-29', status='done', closed_by=['t_call1_done'], handed_to=None),
    dict(id='t2', owner='상철', task='은성호 예약금 20만원 송금',
         taken=['t_deposit'], due='2026-09-30', status='done', closed_by=['t_deposit_done'], handed_to=None),
    dict(id='t3', owner='경민', task='출조비 입금 확인하고 명단 공지',
         taken=['t_fee'], due='', status='done', closed_by=['t_fee_done'], handed_to=None),
    dict(id='t4', owner='보람', task='낚시조끼 업체 견적 받기',
         taken=['t_vest_quote'], due='2026-10-07', status='done', closed_by=['t_vest_quote_done'], handed_to=None),
    dict(id='t5', owner='보람', task='조끼 로고 시안 그리기',
         taken=['t_vest_logo'], due='', status='dropped', closed_by=['d_vest_drop_p', 't_vest_logo_drop'], handed_to=None),
    dict(id='t6', owner='우석', task='에기·봉돌 채비 공동구매 주문',
         taken=['t_rig'], due='2026-10-08', status='done', closed_by=['t_rig_done'], handed_to=None),
    dict(id='t7', owner='나래', task='카풀 차량별 명단 짜서 올리기',
         taken=['t_carpool', 't_carpool_hand_ok'], due='2026-10-04', status='done',
         closed_by=['t_carpool_done'], handed_to='경민'),
    dict(id='t8', owner='코덱스', task='출조비 입금/미입금 명단 정리',
         taken=['t_fee_bot'], due='', status='done', closed_by=['t_fee_bot_done'], handed_to=None),
    dict(id='t9', owner='클로디', task='17일 서천 앞바다 날씨·물때 확인',
         taken=['t_weather'], due='', status='done', closed_by=['t_weather_done'], handed_to=None),
    dict(id='t10', owner='상철', task='송년회 바다향 횟집 예약',
         taken=['t_party'], due='2026-10-25', status='done', closed_by=['t_party_done'], handed_to=None),
    dict(id='t11', owner='경민', task='동호회 창고에서 큰 아이스박스 두 개 꺼내오기',
         taken=['t_icebox'], due='2026-10-23', status='done', closed_by=['t_icebox_done'], handed_to=None),
    dict(id='t12', owner='나래', task='망둥어 번개 공지 밴드에 올리기',
         taken=['t_night_notice'], due='2026-10-15', status='dropped',
         closed_by=['d_night_drop_p', 't_night_notice_drop'], handed_to=None),
    dict(id='t13', owner='나래', task='출조 사진 모아 밴드 앨범에 올리기',
         taken=['t_photos'], due='2026-10-25', status='done', closed_by=['t_photos_done'], handed_to=None),
    dict(id='t14', owner='경민', task='출조 정산 내역 밴드에 올리기',
         taken=['t_settle', 't_settle_re'], due='2026-10-28', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='보람', task='가입 신청자 명단 맞춰 회원 명부 정리',
         taken=['t_members', 't_members_re', 't_members_re2'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_account'], 'already done'),                 # 통장 내역 공지에 올림
    (['nt_wish'], 'vague wish'),                      # 제주 무늬오징어
    (['nt_teach'], 'vague promise'),                  # 언제 한번 채비 강의
    (['nt_fee_due'], 'instruction to others'),        # 10일까지 입금
    (['nt_bot_list'], 'bot offer not taken up'),      # 코덱스 체크리스트
    (['nt_banter'], 'banter promise'),                # 망둥어 못 잡으면 낚시 접음
    (['nt_offer', 'nt_offer_no'], 'offer declined'),  # 신입 태우러 갈까 → 아녜요
    (['nt_notice'], 'already done'),                  # 신입방에 24일 공지 올림
    (['nt_bot_recipe'], 'bot offer not taken up'),    # 클로디 레시피
    (['nt_seasick'], 'instruction to others'),        # 멀미약 챙겨와라
    (['nt_sticker'], 'already done'),                 # 밴드 공지 상단 고정
    (['nt_addr', 'nt_addr_r'], 'already done by someone else'),  # 위치 보낼까 → 경민이 이미
]

QUESTIONS = [
    # ---- changed
    ('가을 출조 결국 언제 어디서 배 타?',
     ['d_boat3_p', 'd_boat3_ok'], '10월 24일 토요일, 서천 홍원항 은성호', 'changed'),
    ('맨 처음엔 어느 항구 무슨 배로 가려고 했었어?',
     ['d_boat1_p', 'd_boat1_ok'], '보령 오천항 대광호, 10월 17일', 'changed'),
    ('대광호에서 은성호로 바뀐 이유가 뭐였어?',
     ['t_call1_done', 'd_boat2_p'], '17일에 대전 동호회가 대광호를 통째로 예약해놔서 은성호를 소개받음', 'changed'),
    ('17일에서 일주일 밀린 건 왜야?',
     ['t_weather_done', 'd_boat3_why', 'd_boat3_p'], '17일 풍랑주의보 예보로 출항이 불가능해서 (선장님이 24일로 빼주고 예약금도 옮겨줌)', 'changed'),
    ('출조 당일 어디서 몇 시에 모였어?',
     ['d_meet2', 'd_meet2_a1'], '시흥 정왕역 공영주차장 새벽 3시 30분', 'changed'),
    ('원래 모이기로 했던 곳이랑 시간은?',
     ['d_meet1_p', 'd_meet1_a1'], '안산 중앙역 공영주차장 새벽 4시', 'changed'),
    ('로고 넣은 단체 조끼는 결국 만들어?',
     ['t_vest_quote_done', 'd_vest_drop_p', 'd_vest_drop_a1'],
     '안 만듦. 최소 30벌(한 벌 4만2천원)이라 돈이 너무 커서 접음', 'changed'),
    ('시화방조제 밤낚시 모임은 어떻게 됐어?',
     ['d_night_drop_why', 'd_night_drop_p'], '취소. 방조제 보수공사로 야간 출입 통제에 날도 추워서 없던 걸로 함', 'changed'),
    # ---- owner
    ('차 배정표는 누가 만들었어?',
     ['t_carpool', 't_carpool_hand', 't_carpool_hand_ok', 't_carpool_done'],
     '경민 (나래가 맡았다가 야근 때문에 넘김)', 'owner'),
    ('에기랑 봉돌은 누가 샀어?',
     ['t_rig', 't_rig_done'], '우석 (18만4천원어치 공동구매)', 'owner'),
    ('송년회 식당 예약은 누가 했지?',
     ['t_party', 't_party_done'], '상철 회장', 'owner'),
    ('입금한 사람 표로 정리해준 건 누구야?',
     ['t_fee_bot_q', 't_fee_bot_done'], '코덱스(봇)', 'owner'),
    ('출조 날 바다 예보 찾아준 건 누구였어?',
     ['t_weather_q', 't_weather_done'], '클로디(봇)', 'owner'),
    # ---- status
    ('정산 내역 올라왔어?',
     ['t_settle', 't_settle_re'], '아직. 경민이 영수증 두 장이 없어서 주말에 올리겠다고 함', 'status'),
    ('회원 명부 정리 끝났어?',
     ['t_members', 't_members_re', 't_members_re2'], '아직. 보람이 이번 주 안에 하겠다고 함 (신입 4명 정회원 등록 포함)', 'status'),
    ('창고 아이스박스 챙겨왔어?',
     ['t_icebox', 't_icebox_done'], '응, 경민이 큰 거 두 개 꺼내서 차에 실어둠', 'status'),
    ('보람이 그리던 로고는 완성됐어?',
     ['t_vest_logo', 't_vest_logo_drop'], '아니, 조끼가 취소돼서 반쯤 그리다 멈춤', 'status'),
    ('번개 공지는 밴드에 올라갔었어?',
     ['t_night_notice', 't_night_notice_drop'], '아니, 올리기 전에 번개가 취소돼서 안 올림', 'status'),
    ('출조 사진 공유됐어?',
     ['t_photos', 't_photos_done'], '응, 나래가 다음 날 밴드 앨범에 86장 올림', 'status'),
    # ---- single
    ('은성호 몇 명 탈 수 있는 배야?',
     ['d_boat2_p'], '22인승', 'single'),
    ('기존 회원은 출조비 얼마 냈어?',
     ['d_fee_p', 'd_fee_ok'], '8만원 (신입은 6만원)', 'single'),
    ('그날 주꾸미 총 몇 마리 잡았어?',
     ['catch'], '주꾸미 312마리, 갑오징어 9마리', 'single'),
    ('조끼 제일 싼 견적은 한 벌에 얼마였어?',
     ['t_vest_quote_done'], '자수 포함 4만2천원 (최소 30벌)', 'single'),
    ('예약금은 얼마 보냈어?',
     ['t_deposit', 't_deposit_done'], '20만원', 'single'),
    ('회 못 먹는 사람은 송년회에서 뭐 먹어?',
     ['d_party_obj', 'd_party_r'], '바다향의 소고기 구이 코스', 'single'),
    # ---- temporal
    ('송년회 날짜랑 시간 언제야?',
     ['d_party_p', 't_party_done'], '12월 12일 토요일 저녁 6시 30분', 'temporal'),
    ('출조비 입금 마감일은 언제였어?',
     ['nt_fee_due'], '10월 10일까지', 'temporal'),
    ('출조 당일 해 뜨는 시간 몇 시라고 했어? (처음 잡은 날 기준)',
     ['t_weather_done'], '17일 기준 06시 41분', 'temporal'),
    ('채비 주문은 언제 넣었어?',
     ['t_rig_done'], '10월 6일', 'temporal'),
    # ---- multi
    ('출조비 총 얼마 모였고 몇 명이 냈어?',
     ['t_fee_done', 't_fee_bot_done'], '11명, 80만원 (기존 7명 × 8만 + 신입 4명 × 6만)', 'multi'),
    ('신입을 네 명만 받은 이유랑 모자란 장비는 어떻게 했어?',
     ['d_rookie_p2', 'd_rookie_obj', 'd_rookie_r'],
     '22인승이라 기존 회원 빼고 4명까지; 대여용 낚싯대가 2대뿐이었는데 우석이 여분 3대를 빌려줘서 해결', 'multi'),
    ('출조비 비싸다는 얘기 나왔을 때 어떻게 정리됐어?',
     ['d_fee_obj', 'd_fee_comp', 'd_fee_a1', 'd_fee_ok'],
     '보람이 신입에게 8만원은 부담이라 했고, 신입만 통장에서 2만원 지원해 6만원으로 하기로 함', 'multi'),
    ('누구 차에 누가 탔어? 제 차엔 뭐 실었고?',
     ['t_carpool_done'], '상철 차: 우석·민호·지현 / 나래 차: 보람·태윤·수빈 / 경민 차: 하람 + 아이스박스와 채비', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20260928)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
