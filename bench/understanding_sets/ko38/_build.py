#!/usr/bin/env python3
"""Korean swing-dance club officers' chat (부산 광안리 스윙댄스 동호회 '스윙바다' 운영진방):
가을 파티 + 서울 강사 초청 워크숍 + 11월 신입 기수, 2026-09-21 .. 2026-10-26, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '지훈': (6281940375, False),   # 회장, 37, 회사원; parties, the jazz-bar deposit
    '소라': (5904318826, False),   # 총무, 32; money, forms, venue office
    '민재': (7150283649, False),   # 강습팀장, 29; instructors, beginner class; took over the band
    '하린': (6739205184, False),   # 홍보, 26; poster, Instagram, photos
    '동욱': (5528613907, False),   # DJ/장비, 41; 아재 jokes, Ulsan business trip
    '잼민이': (7869302415, True),  # bot: casual, emoji
    '클로디': (7490318264, True),  # bot: polite
}

SESSIONS = [
("2026-09-21 21:10", r"""
지훈: 다들 퇴근들 했나요
하린: 아직 회사요 ㅠㅠ 야근각
동욱: 집 도착 샤워 직전
민재: 방금 월요 소셜 끝나고 나옴 ㅋㅋ 오늘 30명 넘게 왔어요
소라: 오 월요일치고 많네
지훈: 가을 파티 얘기 슬슬 시작해야 될 거 같아서
지훈: 작년엔 11월 말에 했다가 춥고 송년회 시즌이랑 겹쳐서 반타작이었잖아
#d_date1_p 지훈: 올해는 10월 17일 토요일 저녁 7시 어때요
#d_venue1 지훈: 장소는 그냥 우리 연습실로. 마루 넓혀서 80명까진 들어가니까
#d_date1_a1 민재: 17일 좋아요
#d_date1_a2 소라: 콜
#d_venue1_a 동욱: 연습실이면 스피커 안 옮겨도 되니까 난 대찬성
#d_date1_a3 하린: 17일 저 ㄱㄴ!!
#d_date1_ok 지훈: 그럼 10/17 토 7시 연습실로 박을게요
하린: 벌써 설렌다 ㅠㅠ
#t_poster 하린: 포스터는 제가 만들어서 다음 주 수요일까지 인스타에 올릴게요
지훈: 👍
#n_mt 동욱: 파티 전에 운영진끼리 1박 MT 한번 가야 되는 거 아님? 기장 바다 보면서
소라: 오빠 MT 진짜 좋아하시네 ㅋㅋ
#n_mt_r 민재: 저 주말엔 강습 있어서 1박은 좀 힘들어요..
동욱: 쳇
"""),
("2026-09-22 12:30", r"""
민재: 점심시간에 잠깐만요
#d_ws_p 민재: 파티 주간에 서울 강사님 초청 워크숍 하면 어때요? 레오쌤 수아쌤이 부산 한번 오고 싶다고 하셨거든요
#d_ws_p2 민재: 24일 토요일 오후 2시부터 5시까지 두 타임, 연습실에서
소라: 강사료 얼마래?
#ws_price 민재: 두 분 합쳐서 80이고 KTX비는 따로요
#d_ws_obj 소라: 음 80에 교통비면 백 가까운데 ㅠ 회비 통장에 지금 140 있어요
민재: 참가비 받으면 되죠
#d_ws_fee 민재: 회원 3만원 비회원 4만원 받으면 40명 기준 130 정도 나와요
#d_ws_a1 지훈: 오 그 정도면 해볼만 한데
#d_ws_a2 하린: 레오쌤 영상 맨날 보는데 ㅠㅠ 무조건 해요
#d_ws_sr 소라: ...30명 안 차면 어쩔라고 ㅋㅋ 알겠어 해 대신 모집 빡세게 해
#d_ws_ok 지훈: 그럼 워크숍 24일로 진행!
#t_inst 민재: 강사님들한테 오늘 저녁에 연락해서 확정 받을게요
동욱: 난 점심 돼지국밥
하린: 오빠 어제도 국밥 아니었어요?
동욱: 국밥은 부산의 혼이다
"""),
("2026-09-22 22:40", r"""
#t_inst_done >t_inst 민재: 레오쌤 수아쌤 확정이요!! 24일 오후 2시 연습실 ㅎㅎ
지훈: 나이스
하린: 꺄
#t_bot_calc_q 소라: @잼민이 강사료 80 + KTX 왕복 2인 24만원 + 숙소 1박 10만원이면 총 얼마고, 회원 3만 비회원 4만에 회원:비회원 3:1이면 몇 명부터 안 밑져?
#t_bot_calc 잼민이: 오키 계산 들어간다 🧮
#t_bot_calc_done 잼민이: 정리 끝!\n- 총비용 80 + 24 + 10 = 114만원\n- 3:1이면 1인 평균 32,500원\n- 114만 ÷ 32,500 = 35.1 → 36명부터 흑자\n- 40명 차면 130만원, 16만원 남음 👍
#n_bot_early 잼민이: 얼리버드 10% 할인 넣으면 모집 훨씬 빨라질 거야 강추!
소라: 36명... 빡세다
하린: 레오쌤이면 채워요 제가 보장함
#n_bot_early_r >n_bot_early 지훈: 할인하면 분기점 더 올라가잖아 ㅋㅋ 그냥 정가로 가자
"""),
("2026-09-23 20:15", r"""
#t_form 소라: 워크숍 신청 폼이랑 계좌 공지는 내가 금요일까지 만들어서 전체방에 올릴게
민재: 감사해요 누나
하린: 포스터 시안 나왔어요
하린: [사진]
하린: [사진]
동욱: 오 빈티지 느낌 좋네
지훈: 두번째 거
민재: 저도 두 번째요
#t_poster_done 하린: 그럼 두 번째 걸로 인스타랑 전체방에 올렸어요~~
#d_dress_p 하린: 아 그리고 이번 드레스코드 40년대 레트로 어때요? 멜빵 중절모 땡땡이 원피스 ㅋㅋ
#d_dress_obj 동욱: 난 그런 옷 하나도 없는데.. 정장도 결혼식 때 산 거 하나 있음
#d_dress_r >d_dress_obj 하린: 오빠 멜빵만 하셔도 돼요 다이소에도 팔아요 ㅋㅋ
#d_dress_a1 소라: 레트로 좋다 사진 예쁘게 나오겠다
#d_dress_a2 지훈: ㅇㅇ 드레스코드 레트로로 가자
#d_dress_dw 동욱: ...멜빵 사러 다이소 간다 ㅋㅋ
하린: ㅋㅋㅋㅋ 인증 필수
"""),
("2026-09-24 22:00", r"""
민재: 신입 강습 얘기도 해야 돼요
#d_class_p 민재: 11월 기수 4주 과정으로 11월 4일부터 매주 수요일 저녁 8시 어때요? 정원 20명
#d_class_a1 지훈: 수요일 좋다 월요일은 소셜이니까
#d_class_a2 소라: 정원 20 적당해
#d_class_ok 민재: 그럼 11월 기수는 수요일반 20명으로 확정할게요
#t_curri 민재: 커리큘럼은 다음 주 안에 짜서 올릴게요 지난 기수 피드백 반영해서
#n_beg_q 하린: 이번에 신입 강습비 올려요?
#n_beg_r 소라: 그건 워크숍 끝나고 다시 얘기하자
동욱: 야식 땡긴다
하린: 참으세요 파티 전에 살 빼야 됨
동욱: 파티 한 달 남았는데 ㅋㅋ
동욱: 한 달이면 세 번은 빼고 세 번은 찜
"""),
("2026-09-26 11:00", r"""
#t_form_done 소라: 워크숍 신청폼 올렸어요! 계좌도 같이 공지함
지훈: 수고했어요
하린: 벌써 6명 ㅋㅋ 빠르다
#nt_insta 동욱: 인스타에도 워크숍 공지 올려야 되는 거 아님? 내가 올릴까
#nt_insta_r >nt_insta 하린: 오빠 그거 어젯밤에 제가 올렸어요 ㅋㅋ 스토리까지
동욱: 역시 홍보부
#d_tee_p 지훈: 그리고 이번에 동호회 티셔츠 한번 맞춥시다 파티 때 운영진 스태프 티로도 쓰고
#d_tee_a1 민재: 오 좋아요
#d_tee_a2 하린: 찬성!! 디자인은 제가 해볼게요
#d_tee_ok 지훈: ㅇㅋ 티셔츠 진행
#t_tee 하린: 시안은 다음 주 주말까지 그려볼게요
소라: 단가 보면서요 ㅎㅎ
"""),
("2026-09-28 21:30", r"""
민재: 오늘 소셜 사람 왜케 많았음
동욱: 42명 왔대 바닥 미끄러워서 넘어질 뻔
#fire_news 지훈: 다들 뉴스 봤어요? 광안리 불꽃축제 10월 17일 토요일로 발표났대
지훈: 그날 광안리 일대 교통 통제에 연습실 앞 도로도 막힘
소라: 헐 우리 파티 날
하린: 연습실 앞이 그냥 관람석이잖아요 ㅋㅋㅋ
#n_fire_joke 동욱: 그럼 불꽃 보면서 춤추면 되지 옥상 개방 ㄱㄱ
민재: 건물주가 퍽이나 허락하겠어요
#d_date2_p 지훈: 그냥 한 주 밀어서 24일 토요일 저녁 7시로 합시다. 어차피 워크숍이 24일 낮이니까 끝나고 바로 파티하면 강사님들도 같이 놀 수 있고
#d_date2_a1 민재: 오 그거 좋다 레오쌤도 좋아하실 듯
#d_date2_a2 하린: 포스터 날짜만 고치면 돼요
#d_date2_a3 소라: 👍
#d_date2_ok 지훈: 24일 7시 확정!
#nt_poster_fix 하린: 포스터 날짜 방금 고쳐서 다시 올렸어요
#n_fire_hypo 동욱: 근데 만약 불꽃축제 비 와서 24일로 연기되면 ㅋㅋㅋ
#n_fire_hypo_r 소라: 오빠 그런 말 하지 마요 진짜 그렇게 될까봐 무서움
"""),
("2026-09-29 19:40", r"""
#t_curri_done >t_curri 민재: 신입 커리큘럼 올려요\n1주 기본 스텝, 락스텝 트리플스텝\n2주 6카운트 패턴\n3주 8카운트 + 스윙아웃 맛보기\n4주 졸업 소셜
지훈: 깔끔하다
소라: 4주차 졸업 소셜 좋네
#band_idea 동욱: 파티 때 라이브 밴드 부르면 어때. 내 친구가 하는 스윙 밴드 '블루문5' 있어
#d_band_p 동욱: 다섯 명이고 두 셋 하면 50만원이래. 원래 더 받는데 친구라서 싸게 해주는 거
#d_band_a1 하린: 라이브 밴드 미쳤다 ㅠㅠ
#d_band_a2 민재: 라이브로 추면 완전 다르죠 찬성
#d_band_a3 소라: 50이면... 참가비로 커버되면 ok
#d_band_ok 지훈: 그럼 블루문5 부르는 걸로!
#t_band 동욱: 밴드 쪽엔 내가 이번 주 안에 연락해서 24일 되는지 확인할게
하린: 오빠 친구 중에 밴드도 있었어요? ㅋㅋ
동욱: 나 원래 인싸였다
"""),
("2026-09-30 22:10", r"""
#d_fee_p 소라: 파티 참가비도 정해야 돼요. 회원 1만5천 비회원 2만5천 어때요? 밴드비가 있어서
#d_fee_obj >d_fee_p 하린: 비회원 2만5천은 좀 쎄요 ㅠ 파티 보고 입문하는 사람 많은데 신입 모집 생각하면 낮춰야 할 듯
#d_fee_comp 소라: 그럼 비회원 2만원에, 11월 기수 등록하면 5천원 빼주는 걸로?
#d_fee_hr 하린: 오 그건 좋아요!! ㅇㅋ
#d_fee_a1 지훈: 👍 회원 1.5 비회원 2
#d_fee_a2 민재: 굿굿
#nt_deposit 소라: 파티 참가비는 파티 전주 금요일까지 입금 받을게요 다들 주변에 꼭 말해주세요
동욱: 총무님 카리스마
#n_raffle 동욱: 경품 추첨도 하자 1등 댄스화 ㅋㅋ
#n_raffle_r 소라: 오빠 돈 없어요 ㅋㅋ 밴드비 내면 끝
동욱: 넵..
"""),
("2026-10-02 13:00", r"""
#band_sun 동욱: 밴드 연락했는데 문제 생김
동욱: 24일 토요일 저녁은 다른 행사 잡혀 있대. 25일 일요일 낮은 된대 오후 3시부터
하린: 헐
#d_date3_p 지훈: 음.. 그럼 파티를 25일 일요일 오후 3시로 옮길까? 라이브는 포기 못하겠는데
#d_date3_obj 소라: 일요일 낮이면 다음날 출근이라 뒷풀이도 못 하잖아요 ㅠ 그리고 강사님들 일요일에 서울 올라가시는데
#d_date3_mj 민재: 강사님들 일요일 저녁 KTX라 3시 파티면 두세 시간은 같이 놀 수 있어요. 제가 표를 8시 걸로 바꿔드리면 되고
#d_date3_a1 하린: 낮파티 좋아요 오히려 사진 잘 나옴
#d_date3_a2 동욱: 난 밴드만 오면 언제든 ㅋㅋ
#d_date3_sr 소라: ...뒷풀이는 짧게 ㅋㅋ 알았어요 25일 3시
#d_date3_ok 지훈: 25일 일요일 오후 3시 최종!
#t_ktx 민재: 강사님들 KTX 일요일 저녁 8시로 바꿔드리는 건 제가 할게요
#t_band_hand 동욱: 그리고 나 다음 주 화요일부터 열흘 울산 출장이라 밴드 계약 마무리 누가 좀 해줄 수 있나 ㅠ
#t_band_hand_ok >t_band_hand 민재: 제가 할게요 형 밴드 리더 연락처만 넘겨주세요
동욱: 고맙다 민재야 카톡으로 보냄
#nt_poster2 하린: 포스터 날짜는 방금 또 고쳤어요 ㅋㅋ 세 번째 버전
소라: ㅋㅋㅋ 하린이 고생
"""),
("2026-10-03 15:00", r"""
하린: [사진]
하린: 해운대 버스킹 소셜 구경 왔어요
지훈: 오 누구 나왔어
하린: 대구 팀이요 ㅋㅋ 진짜 잘 춘다
동욱: 우리도 버스킹 한번 나가야 하는데
#nt_busk 동욱: 내년 봄엔 꼭 광안리 버스킹 한번 나간다 두고 봐
민재: 형 작년에도 그 말 했어요
동욱: 올해는 진짜임
"""),
("2026-10-05 21:40", r"""
#venue_prob 소라: 연습실 관리실에서 연락 왔는데 일요일엔 건물 냉난방을 안 돌린대요. 그리고 일요일 낮엔 위층 교회 예배 때문에 앰프 소리 못 낸대
지훈: 헐
민재: 교회 ㅠㅠ
동욱: 라이브인데 앰프를 못 쓰면..
#d_venue2_p 소라: 파티는 민락동 재즈바 '루이'에서 해요. 사장님이 일요일 낮 통대관 30만원에 해주신대요 무대랑 피아노도 있음
#d_venue2_a1 지훈: 오 루이 좋지
#d_venue2_a2 하린: 거기 조명 완전 분위기 있어요
#d_venue2_a3 동욱: 무대 있으면 밴드도 편하고 👍
#d_venue2_ok 지훈: 루이로 ㄱㄱ
#t_louis 지훈: 루이 사장님한테 계약금 10만원은 내가 내일 보낼게
#t_cancel 소라: 연습실 25일 사용 신청해둔 건 제가 관리실에 취소한다고 말할게요
#t_bot_plan_q 지훈: @클로디 25일 일요일 3시~7시 재즈바 파티 타임테이블 초안 좀 짜줄래? 밴드 2셋, DJ 타임, 신입 소개, 잭앤질 이벤트 넣어서
#t_bot_plan 클로디: 네, 초안 만들어 드릴게요. 잠시만 기다려 주세요!
#t_bot_plan_done 클로디: 파티 타임테이블 초안입니다.\n15:00 입장·웰컴 DJ\n15:30 밴드 1셋\n16:20 신입 소개 & 잭앤질\n16:50 DJ 타임\n17:30 밴드 2셋\n18:30 단체사진·마무리\n19:00 종료
#n_bot_split 클로디: 덧붙이면, 입장이 몰릴 수 있으니 회원은 15시, 비회원은 15시 20분으로 나눠 받으시는 것도 방법이에요.
#n_bot_split_r >n_bot_split 소라: 그럼 입구에서 더 헷갈려요 ㅋㅋ 그냥 한 번에 받을게요
#nt_bot_offer 클로디: 원하시면 밴드와 공유할 큐시트 양식도 만들어 드릴게요.
하린: 타임테이블 깔끔하다
"""),
("2026-10-06 20:00", r"""
#t_louis_done >t_louis 지훈: 루이 계약금 10만원 보냄 ㅇㅋ 사장님이 25일 2시부터 셋팅 들어와도 된대
#t_cancel_done 소라: 연습실 25일 취소했고 24일 워크숍은 그대로 쓴다고 말해뒀어요
하린: 👏👏
#d_live_p 하린: 파티 인스타 라이브로 중계하는 거 어때요? 못 오는 회원들도 보고 다른 지역 동호회 홍보도 되고
#d_live_a1 지훈: 좋다 해보자
#d_live_a2 민재: 오 재밌겠다
#d_live_ok 지훈: 라이브 하는 걸로 ㄱ
#t_tripod 지훈: 폰 짐벌이랑 거치대는 내가 주말에 주문할게
동욱: 울산 숙소 와이파이 구려서 난 라이브 못 볼 듯 ㅋㅋ
소라: 오빠는 현장에 있잖아요
동욱: 아 맞네
"""),
("2026-10-08 22:30", r"""
#tee_quote 하린: 티셔츠 업체 몇 군데 물어봤는데 다 최소 50장부터래요 ㅠ 운영진용 열 장은 안 해준대요
하린: 50장이면 장당 만2천원이라 60만원..
소라: 50장이 팔릴 리가 ㅋㅋ
#d_tee_drop_p 지훈: 티셔츠는 이번엔 접자
#d_tee_drop_a1 소라: ㅇㅇ 안 하는 게 맞아요
#d_tee_drop_a2 민재: 아쉽지만 ㅇㅋ
#t_tee_drop 하린: 그럼 시안 그리던 건 멈출게요 ㅋㅋ 반쯤 했는데
하린: [사진]
민재: 잘 그렸는데 아깝다 ㅠ
동욱: 나중에 50명 되면 그때 쓰자
"""),
("2026-10-09 12:10", r"""
하린: 한글날 쉬는 사람 손
지훈: 손
민재: 저 강습 준비 ㅠ
#t_ktx_done >t_ktx 민재: 아 그리고 강사님들 KTX 25일 저녁 8시 부산역 출발로 바꿔드렸어요
소라: 굿굿
#ws_count 소라: 워크숍 신청 지금 31명이요
지훈: 36명까지 5명 남았네
하린: 릴스 어제 하나 더 올렸는데 조회수 2천 넘었어요
동욱: 오 떡상
"""),
("2026-10-11 16:00", r"""
동욱: [사진]
동욱: 울산 대왕암 ㅋㅋ 출장 중 산책
하린: 출장 맞아요? 여행 아님?
동욱: 일 끝나고 잠깐 본 거임 ㅋㅋ
#nt_ulsan 동욱: 돌아갈 때 언양불고기 포장해갈게 운영진 다 같이 먹자
지훈: 기대 안 함 ㅋㅋ
민재: 저는 기대함
"""),
("2026-10-12 22:00", r"""
#t_band_done >t_band_hand_ok 민재: 블루문5 계약서 받았어요 25일 3시 반부터 2셋 50만원, 계약금 20은 소라누나가 보내주셨어요
소라: 네 보냈어요 영수증도 받아둠
#live_prob 하린: 근데 라이브 중계 건 밴드 쪽에 물어보니까 공연 음원 SNS 송출은 안 된대요 저작권이랑 자기네 음원 계약 때문에
지훈: 아 그건 생각 못했다
#n_live_mute 동욱: 음소거하고 춤만 보여주면 되지 ㅋㅋ 무성영화 스윙
민재: ㅋㅋㅋㅋ 찰리 채플린
#d_live_drop_p 지훈: 라이브는 그냥 안 하는 걸로 하자
#d_live_drop_a1 하린: 넹 아쉽지만
#d_live_drop_a2 소라: ㅇㅇ
#t_tripod_drop >t_tripod 지훈: 짐벌은 장바구니에만 넣어놨었음 ㅋㅋ 안 사도 되겠다
"""),
("2026-10-14 21:00", r"""
#t_setlist 동욱: 밴드 쉬는 시간 DJ 셋리스트는 내가 짜둘게 다음 주 화요일까지. 출장지에서 밤에 할 게 없어서 ㅋㅋ
하린: @잼민이 밴드 없는 시간에 틀 스윙 곡 추천해줘 템포 느린 걸로
잼민이: 좋아 느린 템포 추천 🎷\n- Count Basie - Li'l Darlin'\n- Ella Fitzgerald - Undecided\n- Duke Ellington - In a Mellow Tone\n이 정도면 신입도 편하게 출 수 있어!
#n_bot_dress 잼민이: 그리고 드레스코드를 할로윈이랑 합치면 어때? 10월이니까 🎃
#n_bot_dress_r >n_bot_dress 하린: 레트로로 이미 공지 나갔어 ㅋㅋ
#nt_bot_play 잼민이: 원하면 플레이리스트 통째로 3시간치 짜줄게!
#nt_bot_play_r 동욱: 셋리는 내가 짠다니까 ㅋㅋ 봇한테 밀릴 순 없지
"""),
("2026-10-16 20:30", r"""
#ws_full 소라: 워크숍 신청 38명으로 마감했어요!!
지훈: 오 분기점 넘었다
민재: 레오쌤한테 말씀드렸더니 엄청 좋아하심
#party_cnt 소라: 파티 사전입금은 지금 회원 34 비회원 12
하린: 밴드 공지 효과 ㅋㅋ
#nt_guest 소라: 비회원 친구 데려오는 분들은 다음 주 금요일까지 명단 저한테 꼭 주세요 입구에서 확인해야 돼서
#nt_mop 민재: 워크숍 전날 연습실 바닥 왁스 제가 칠해둘까요?
#nt_mop_r >nt_mop 지훈: 그건 관리실에서 금요일마다 해줘 괜찮아
민재: 오 몰랐어요
"""),
("2026-10-19 21:15", r"""
동욱: 울산 복귀!!
하린: 오빠 불고기는요
동욱: ...숙소에서 다 먹었다
하린: ㅋㅋㅋㅋ 알았어요
#t_setlist_done 동욱: 셋리스트 완성 총 24곡 45분치 USB에 넣어둠
지훈: 역시 DJ
민재: 잼민이 추천곡 들어갔어요?
동욱: 한 곡은 넣어줌 ㅋㅋ
"""),
("2026-10-22 22:00", r"""
하린: 드레스 샀어요
하린: [사진]
소라: 땡땡이 미쳤다
동욱: 멜빵 샀다 다이소 3천원
지훈: ㅋㅋㅋ 인증해요
동욱: [사진]
민재: 형 생각보다 잘 어울리는데요
#n_solo 하린: 회장님 파티 때 솔로 재즈 무대 하시는 거 맞죠? 포스터에 넣을게요 ㅋㅋ
#n_solo_r >n_solo 지훈: 넣으면 탈퇴함 ㅋㅋㅋ
소라: 다들 토요일 일요일 체력 관리해요
"""),
("2026-10-24 13:20", r"""
민재: 강사님들 부산역에서 모시고 출발
+40m 민재: 연습실 도착
하린: [사진]
하린: 레오쌤 실물 ㅠㅠ
+2h 소라: 1부 끝 다들 땀범벅
#ws_total 지훈: 현장 결제 2명 더 해서 총 40명
+2h 민재: 워크숍 끝! 강사님들 숙소 체크인 모셔다드렸어요
동욱: 고생했다 내일 보자
"""),
("2026-10-25 13:50", r"""
지훈: 루이 도착 세팅 시작
+20m 동욱: 앰프 연결 완료
동욱: [사진]
하린: 포토존 완성
하린: [사진]
+40m 소라: 입장 시작 벌써 줄 섰어요
+1h 민재: 밴드 1셋 미쳤다
하린: [사진]
+2h 지훈: 단체사진 찍어요 다들 무대 앞으로
+90m 민재: 강사님들 부산역 배웅 완료
"""),
("2026-10-26 21:00", r"""
지훈: 다들 어제 고생 많았어요
#party_total 소라: 파티 입장 총 71명이요 회원 48 비회원 23
하린: 와 역대급
#ws_settle 소라: 워크숍은 정산 끝났어요 40명 128만원 들어왔고 114 나가서 14만원 남았어요
#t_settle 소라: 파티 정산은 밴드 잔금 나가고 나서 이번 주 금요일까지 공지할게요
#t_photos 하린: 사진은 드라이브에 정리해서 올릴게요 양이 많아서 며칠 걸릴 듯 ㅠ
#nt_next 지훈: 내년엔 봄 파티도 한번 해보고 싶다
민재: 신입 기수 신청 벌써 14명 ㅎㅎ
#class_news 민재: 11월 4일 수요일 저녁 첫 수업 그대로 갑니다
#nt_gukbap >nt_ulsan 동욱: 불고기 대신 다음 소셜 때 국밥 쏜다
하린: 그 약속도 믿어도 돼요? ㅋㅋ
"""),
]

DECISIONS = [
    dict(id='d1', text='가을 파티: 10월 17일(토) 저녁 7시',
         stated=['d_date1_p', 'd_date1_a1', 'd_date1_a2', 'd_date1_a3', 'd_date1_ok'],
         agreed_by=['지훈', '민재', '소라', '하린'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_date2_p', 'd_date2_ok']),
    dict(id='d2', text='불꽃축제와 겹쳐 파티를 한 주 미뤄 10월 24일(토) 저녁 7시, 워크숍 끝나고 바로',
         stated=['d_date2_p', 'd_date2_a1', 'd_date2_a2', 'd_date2_a3', 'd_date2_ok'],
         agreed_by=['지훈', '민재', '하린', '소라'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_date3_p', 'd_date3_ok']),
    dict(id='d3', text='밴드 일정 때문에 파티를 10월 25일(일) 오후 3시로',
         stated=['d_date3_p', 'd_date3_a1', 'd_date3_a2', 'd_date3_sr', 'd_date3_ok'],
         agreed_by=['지훈', '하린', '동욱', '소라'], objected_by=['소라'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='파티 장소는 광안리 우리 연습실',
         stated=['d_venue1', 'd_venue1_a', 'd_date1_ok'],
         agreed_by=['지훈', '동욱'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_venue2_p', 'd_venue2_ok']),
    dict(id='d5', text='파티 장소는 민락동 재즈바 루이 (일요일 낮 통대관 30만원)',
         stated=['d_venue2_p', 'd_venue2_a1', 'd_venue2_a2', 'd_venue2_a3', 'd_venue2_ok'],
         agreed_by=['소라', '지훈', '하린', '동욱'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='서울 강사(레오·수아) 초청 워크숍: 10월 24일(토) 오후 2~5시 연습실, 회원 3만원 비회원 4만원',
         stated=['d_ws_p', 'd_ws_p2', 'd_ws_fee', 'd_ws_a1', 'd_ws_a2', 'd_ws_sr', 'd_ws_ok'],
         agreed_by=['민재', '지훈', '하린', '소라'], objected_by=['소라'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='파티 참가비 회원 1만5천원, 비회원 2만원 (11월 기수 등록하면 5천원 할인)',
         stated=['d_fee_p', 'd_fee_comp', 'd_fee_hr', 'd_fee_a1', 'd_fee_a2'],
         agreed_by=['소라', '하린', '지훈', '민재'], objected_by=['하린'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='11월 신입 기수: 11월 4일부터 4주, 매주 수요일 저녁 8시, 정원 20명',
         stated=['d_class_p', 'd_class_a1', 'd_class_a2', 'd_class_ok', 'class_news'],
         agreed_by=['민재', '지훈', '소라'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='파티 드레스코드는 40년대 레트로',
         stated=['d_dress_p', 'd_dress_a1', 'd_dress_a2', 'd_dress_dw'],
         agreed_by=['하린', '소라', '지훈', '동욱'], objected_by=['동욱'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='동호회 티셔츠(운영진 스태프 티 겸) 맞추기',
         stated=['d_tee_p', 'd_tee_a1', 'd_tee_a2', 'd_tee_ok'],
         agreed_by=['지훈', '민재', '하린'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_tee_drop_p', 'd_tee_drop_a1', 'd_tee_drop_a2']),
    dict(id='d11', text='파티를 인스타 라이브로 중계',
         stated=['d_live_p', 'd_live_a1', 'd_live_a2', 'd_live_ok'],
         agreed_by=['하린', '지훈', '민재'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_live_drop_p', 'd_live_drop_a1', 'd_live_drop_a2']),
    dict(id='d12', text='파티에 라이브 스윙 밴드 블루문5 섭외 (2셋 50만원)',
         stated=['d_band_p', 'd_band_a1', 'd_band_a2', 'd_band_a3', 'd_band_ok'],
         agreed_by=['동욱', '하린', '민재', '소라', '지훈'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_mt', 'n_mt_r'], 'proposal not taken up'),            # 운영진 1박 MT
    (['n_bot_early', 'n_bot_early_r'], 'bot suggestion ignored'),  # 얼리버드 10%
    (['n_beg_q', 'n_beg_r'], 'question'),                      # 신입 강습비 인상?
    (['n_fire_joke'], 'joke'),                                 # 옥상에서 불꽃 보며 춤
    (['n_fire_hypo', 'n_fire_hypo_r'], 'hypothetical'),        # 불꽃축제가 24일로 연기되면
    (['n_raffle', 'n_raffle_r'], 'proposal not taken up'),     # 경품 추첨 댄스화
    (['n_bot_split', 'n_bot_split_r'], 'bot suggestion ignored'),  # 입장 시간 나누기
    (['n_live_mute'], 'joke'),                                 # 음소거 무성영화 스윙
    (['n_bot_dress', 'n_bot_dress_r'], 'bot suggestion ignored'),  # 할로윈 드레스코드
    (['n_solo', 'n_solo_r'], 'joke'),                          # 회장 솔로 무대
]

TODOS = [
    dict(id='t1', owner='하린', task='파티 포스터 만들어 인스타·전체방에 올리기',
         taken=['t_poster'], due='2026-09-30', status='done', closed_by=['t_poster_done'], handed_to=None),
    dict(id='t2', owner='민재', task='레오·수아 강사님께 연락해 워크숍 확정 받기',
         taken=['t_inst'], due='2026-09-22', status='done', closed_by=['t_inst_done'], handed_to=None),
    dict(id='t3', owner='소라', task='워크숍 신청 폼과 계좌 공지 전체방에 올리기',
         taken=['t_form'], due='2026-09-25', status='done', closed_by=['t_form_done'], handed_to=None),
    dict(id='t4', owner='잼민이', task='워크숍 총비용과 손익분기 인원 계산',
         taken=['t_bot_calc'], due='', status='done', closed_by=['t_bot_calc_done'], handed_to=None),
    dict(id='t5', owner='민재', task='11월 신입 기수 커리큘럼 짜서 올리기',
         taken=['t_curri'], due='2026-10-04', status='done', closed_by=['t_curri_done'], handed_to=None),
    dict(id='t6', owner='하린', task='동호회 티셔츠 디자인 시안 그리기',
         taken=['t_tee'], due='2026-10-04', status='dropped', closed_by=['d_tee_drop_p', 't_tee_drop'], handed_to=None),
    dict(id='t7', owner='동욱', task='밴드 블루문5 일정 확인하고 계약 마무리',
         taken=['t_band', 't_band_hand_ok'], due='2026-10-04', status='done',
         closed_by=['t_band_done'], handed_to='민재'),
    dict(id='t8', owner='민재', task='강사님들 귀경 KTX를 25일 저녁 8시로 변경',
         taken=['t_ktx'], due='', status='done', closed_by=['t_ktx_done'], handed_to=None),
    dict(id='t9', owner='지훈', task='재즈바 루이 사장님께 계약금 10만원 송금',
         taken=['t_louis'], due='2026-10-06', status='done', closed_by=['t_louis_done'], handed_to=None),
    dict(id='t10', owner='소라', task='관리실에 연습실 25일 사용 신청 취소 알리기',
         taken=['t_cancel'], due='', status='done', closed_by=['t_cancel_done'], handed_to=None),
    dict(id='t11', owner='클로디', task='25일 재즈바 파티 타임테이블 초안 작성',
         taken=['t_bot_plan'], due='', status='done', closed_by=['t_bot_plan_done'], handed_to=None),
    dict(id='t12', owner='지훈', task='인스타 라이브용 폰 짐벌·거치대 주문',
         taken=['t_tripod'], due='2026-10-11', status='dropped', closed_by=['d_live_drop_p', 't_tripod_drop'], handed_to=None),
    dict(id='t13', owner='동욱', task='밴드 쉬는 시간 DJ 셋리스트 짜기',
         taken=['t_setlist'], due='2026-10-20', status='done', closed_by=['t_setlist_done'], handed_to=None),
    dict(id='t14', owner='소라', task='파티 정산 공지 올리기 (밴드 잔금 후)',
         taken=['t_settle'], due='2026-10-30', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='하린', task='파티 사진 드라이브에 정리해 올리기',
         taken=['t_photos'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_insta', 'nt_insta_r'], 'already done by someone else'),  # 인스타 공지 → 하린이 이미
    (['nt_poster_fix'], 'already done'),            # 포스터 날짜 고쳐서 올림
    (['nt_deposit'], 'instruction to others'),      # 전주 금요일까지 입금, 주변에 알려라
    (['nt_poster2'], 'already done'),               # 포스터 또 고침
    (['nt_busk'], 'vague promise'),                 # 내년 봄 버스킹
    (['nt_bot_offer'], 'bot offer not taken up'),   # 클로디 큐시트 양식
    (['nt_ulsan'], 'banter promise'),               # 언양불고기 포장
    (['nt_bot_play', 'nt_bot_play_r'], 'bot offer not taken up'),  # 잼민이 3시간 플레이리스트
    (['nt_guest'], 'instruction to others'),        # 비회원 명단 금요일까지
    (['nt_mop', 'nt_mop_r'], 'offer declined'),     # 바닥 왁스 → 관리실이 함
    (['nt_next'], 'vague wish'),                    # 내년 봄 파티
    (['nt_gukbap'], 'banter promise'),              # 국밥 쏜다
]

QUESTIONS = [
    # ---- changed
    ('가을 파티 최종적으로 언제 열었어?',
     ['d_date1_ok', 'd_date2_ok', 'd_date3_p', 'd_date3_ok'],
     '10월 25일 일요일 오후 3시 (17일 토 저녁 → 24일 토 저녁 → 25일 일 낮으로 두 번 바뀜)', 'changed'),
    ('파티 날짜 맨 처음 계획은 언제였지?',
     ['d_date1_p', 'd_date1_ok'], '10월 17일 토요일 저녁 7시', 'changed'),
    ('24일 토요일 저녁으로 잡았던 걸 왜 또 옮겼어?',
     ['band_sun', 'd_date3_p'], '블루문5가 24일 저녁엔 다른 행사가 있고 25일 일요일 오후 3시부터만 가능해서', 'changed'),
    ('파티는 결국 어디서 했어?',
     ['d_venue2_p', 'd_venue2_ok', 't_louis_done'], '민락동 재즈바 루이 (일요일 낮 통대관 30만원)', 'changed'),
    ('원래 파티 장소로 생각했던 곳은?',
     ['d_venue1', 'd_venue1_a'], '광안리 동호회 연습실', 'changed'),
    ('연습실에서 파티 안 하게 된 이유가 뭐야?',
     ['venue_prob'], '일요일엔 건물 냉난방이 안 돌고, 위층 교회 예배 때문에 앰프를 못 써서', 'changed'),
    ('단체 티 만들기로 한 건 어떻게 끝났어?',
     ['tee_quote', 'd_tee_drop_p', 'd_tee_drop_a1'], '접음. 업체들이 최소 50장부터라 (50장 60만원) 안 하기로 함', 'changed'),
    ('파티 실시간 중계는 결국 했어?',
     ['live_prob', 'd_live_drop_p', 'd_live_drop_a1'], '안 함. 밴드가 공연 음원 SNS 송출을 허락하지 않아 취소', 'changed'),
    # ---- owner
    ('밴드 계약은 최종적으로 누가 마무리했어?',
     ['t_band', 't_band_hand', 't_band_hand_ok', 't_band_done'], '민재 (동욱이 맡았다가 울산 출장 때문에 넘김)', 'owner'),
    ('워크숍 손익분기 인원은 누가 계산해줬어?',
     ['t_bot_calc_q', 't_bot_calc_done'], '잼민이(봇)', 'owner'),
    ('재즈바 파티 진행표 초안 만든 건 누구야?',
     ['t_bot_plan_q', 't_bot_plan_done'], '클로디(봇)', 'owner'),
    ('루이에 계약금 보낸 사람은?',
     ['t_louis', 't_louis_done'], '지훈 (10만원)', 'owner'),
    ('밴드 쉬는 동안 틀 곡 목록은 누가 준비했어?',
     ['t_setlist', 't_setlist_done'], '동욱 (24곡 45분치, USB)', 'owner'),
    # ---- status
    ('강사님들 서울 가는 기차표는 바꿔드렸어?',
     ['t_ktx', 't_ktx_done'], '응, 민재가 25일 저녁 8시 부산역 출발로 바꿈', 'status'),
    ('파티 돈 정리한 거 공지 올라왔어?',
     ['t_settle'], '아직. 소라가 밴드 잔금 내고 이번 주 금요일(10/30)까지 올린다고 함', 'status'),
    ('파티 사진 공유됐어?',
     ['t_photos'], '아직. 하린이 드라이브에 정리해서 올리는 중 (며칠 걸림)', 'status'),
    ('하린이 그리던 티셔츠 디자인은 완성됐어?',
     ['t_tee', 't_tee_drop'], '아니, 티셔츠가 취소돼서 반쯤 그리다 멈춤', 'status'),
    ('지훈이 중계용 짐벌 샀어?',
     ['t_tripod', 't_tripod_drop'], '안 삼. 라이브가 취소돼서 장바구니에만 넣었다가 그만둠', 'status'),
    ('연습실 25일 신청 건은 정리됐어?',
     ['t_cancel', 't_cancel_done'], '응, 소라가 관리실에 취소했고 24일 워크숍 사용은 유지', 'status'),
    # ---- single
    ('서울 강사 두 분 강사료가 얼마였어?',
     ['ws_price'], '두 분 합쳐 80만원, KTX비는 별도', 'single'),
    ('라이브 밴드 이름이랑 비용은?',
     ['band_idea', 'd_band_p'], '블루문5, 두 셋에 50만원', 'single'),
    ('회원 아닌 사람은 파티 입장료 얼마였어?',
     ['d_fee_comp', 'd_fee_a1'], '2만원 (11월 기수 등록하면 5천원 할인)', 'single'),
    ('파티 복장 테마가 뭐였지?',
     ['d_dress_p', 'd_dress_a2'], '40년대 레트로 (멜빵, 중절모, 땡땡이 원피스 등)', 'single'),
    ('워크숍에 최종 몇 명 참가했어?',
     ['ws_total'], '40명 (신청 마감 38명 + 현장 결제 2명)', 'single'),
    ('파티에 몇 명 왔어?',
     ['party_total'], '71명 (회원 48, 비회원 23)', 'single'),
    # ---- temporal
    ('신입반 첫 수업 언제야?',
     ['d_class_p', 'class_news'], '11월 4일 수요일 저녁 8시', 'temporal'),
    ('워크숍은 며칠 몇 시에 했어?',
     ['d_ws_p2', 't_inst_done'], '10월 24일 토요일 오후 2시~5시', 'temporal'),
    ('광안리 불꽃축제가 언제라고 했어?',
     ['fire_news'], '10월 17일 토요일', 'temporal'),
    ('파티 당일 재즈바에 몇 시부터 들어가 준비할 수 있었어?',
     ['t_louis_done'], '25일 오후 2시부터', 'temporal'),
    # ---- multi
    ('워크숍 돈은 결국 얼마 남았고, 미리 계산한 분기점은 몇 명이었어?',
     ['t_bot_calc_done', 'ws_settle'], '14만원 남음 (40명 128만원 수입, 비용 114만원); 분기점은 36명', 'multi'),
    ('비회원 입장료에 누가 이의를 냈고 어떻게 정리됐어?',
     ['d_fee_p', 'd_fee_obj', 'd_fee_comp', 'd_fee_hr'],
     '하린이 2만5천원은 신입 모집에 불리하다고 해서 2만원으로 내리고 11월 기수 등록 시 5천원 할인으로 합의', 'multi'),
    ('일요일 낮 파티에 소라가 반대한 이유와, 어떻게 넘어갔는지?',
     ['d_date3_obj', 'd_date3_mj', 'd_date3_sr'],
     '다음날 출근이라 뒷풀이를 못 하고 강사님들이 일요일에 귀경해서; 민재가 KTX를 저녁 8시로 바꾸기로 하자 뒷풀이는 짧게 하기로 하고 동의', 'multi'),
    ('밴드비와 재즈바 대관비를 합치면 얼마야?',
     ['d_band_p', 'd_venue2_p'], '80만원 (밴드 50만원 + 루이 대관 30만원)', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20260921)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
