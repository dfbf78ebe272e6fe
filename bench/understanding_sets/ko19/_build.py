#!/usr/bin/env python3
"""Korean university friends' chat (경영학과 동기 다섯, 30대 초반 직장인):
오사카/교토 4박5일 여행 (2/4~2/8, 나연은 5일 저녁 합류), 2026-01-05 .. 2026-02-08, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '현우': (6731029485, False),   # 총대; books flights, insurance; decisive, 반말
    '수빈': (5892047316, False),   # 총무; 모임통장, hotel; precise
    '태오': (7204518863, False),   # game-company developer in launch crunch; jokes; USJ fan
    '나연': (6418839270, False),   # joins late (5일 저녁, 분기 결산 보고); Kyoto fan
    '정민': (5567120394, False),   # quiet, film camera; transport research; moving house
    '코덱스': (7850331726, True),  # bot: terse, numbers
    '클로디': (7962204815, True),  # bot: polite
}

SESSIONS = [
("2026-01-05 21:10", r"""
현우: 얘들아 연말 송년회 때 술 먹고 한 말 기억하냐
태오: 뭐 내가 또 뭐라 했는데
현우: 2월에 다 같이 오사카 간다며 ㅋㅋㅋ 그래서 방 팠다
수빈: 아 그거 진짜 가는 거였어?
정민: 난 진심이었음
나연: 나도나도 연차 벌써 세봄 ㅋㅋ
#d_date_p 현우: 2월 4일 수요일 출발해서 8일 일요일에 오는 4박 어때? 설 연휴 전 주라 비행기 아직 쌈
#d_date_a1 수빈: 난 좋아 그 주 한가해
#d_date_a2 태오: 연차 세 개면 되네 콜
#d_date_a3 정민: 👍
나연: 아…
#late1 나연: 나 4일이 분기 결산 보고날이야 ㅠㅠ 팀장님이 그날은 절대 빠지면 안 된대
#late2 나연: 5일 목요일 저녁에 혼자 따로 가서 합류하면 안 될까?
#d_date_ok 현우: 당연히 되지 그럼 4일~8일로 확정하고 나연이는 5일 저녁 합류
나연: 고마워 ㅠㅠ 보고 끝나자마자 날아갈게
#n_biz 태오: 이왕 가는 거 비즈니스 타자 ㅋㅋㅋ
수빈: 니 돈으로 ㄱㄱ
태오: 농담임 방금 잔고 보고 옴
#t_flight 현우: 비행기는 내가 이번 주 금요일까지 넷 거 한 번에 끊을게 나연이 거 빼고
#t_nflight 나연: 내 건 5일 저녁 걸로 내가 따로 끊을게 이번 주 안에!
"""),
("2026-01-06 12:40", r"""
현우: 점심시간에 비행기 좀 봤는데
현우: [사진]
#d_fl_p 현우: 제비항공 4일 아침 8시 5분 인천 출발, 올 때는 8일 저녁 7시 40분 간사이 출발. 왕복 31만원. 이거 어때
태오: 8시 5분이면 집에서 새벽 5시엔 나와야 되는데 ㄷㄷ
#d_fl_a1 태오: 근데 첫날 통으로 쓰려면 이게 맞긴 함 ㅇㅋ
#d_fl_a2 수빈: 좋아요~ 오후 비행기는 도착하면 저녁이라 아까워
#d_fl_a3 정민: 난 ㅇㅋ 공항철도 첫차 타면 됨
#d_fl_ok 현우: 그럼 제비항공 아침 비행기로 간다
나연: 부럽다 ㅠ 난 5일 저녁에 뭐 있나 봐야지
"""),
("2026-01-07 22:05", r"""
#d_bnb_p 현우: 난바역 걸어서 7분 에어비앤비 단독주택 방 세 개짜리
현우: [사진]
#bnb_price 현우: 1박 3만2천엔이고 4박이면 12만8천엔 청소비 포함
#d_bnb_a1 정민: 오 집 예쁘다 다다미방도 있네
수빈: 4박 12.8만엔이면 한 사람당 2만5천엔 좀 넘네 괜찮은데?
#d_bnb_a2 수빈: 난 찬성
태오: 화장실 몇 개임 그게 제일 중요
현우: 두 개
#d_bnb_a3 태오: 합격
#d_bnb_a4 나연: 나도 좋아 난 하루 늦게 들어가지만 ㅎㅎ
#d_bnb_ok 현우: ㅇㅋ 여기로 간다
#t_bnb 현우: 예약은 내가 오늘 밤에 걸어둘게
수빈: 그리고 돈 얘기 먼저 하자 나중에 꼬이면 우정 끝남
#d_fund_p 수빈: 모임통장 하나 만들어서 공동경비로 한 사람당 40만원씩 미리 넣자 숙소 USJ 교통 밥 다 거기서 쓰고
#d_fund_obj >d_fund_p 정민: 40은 좀 세다 ㅠ 나 다음 달에 전세 옮기느라 현금이 빠듯해
현우: 40이면 숙소랑 USJ는 다 커버되긴 하는데
#d_fund_alt 수빈: 그럼 일단 30씩 넣고 모자라면 현지에서 더 걷자
#d_fund_a1 정민: 30이면 가능 ㅇㅋ
#d_fund_a2 태오: 콜
#d_fund_a3 현우: 👍
#d_fund_a4 나연: 좋아좋아
#t_acct 수빈: 모임통장은 내가 만들어서 내일 계좌번호 올릴게
+40m #t_bnb_done >t_bnb 현우: 에어비앤비 예약 걸었어 4일부터 4박 호스트 승인까지 떨어짐
수빈: 오 빠르다
정민: 역시 총대
"""),
("2026-01-08 08:50", r"""
#t_acct_done 수빈: 모임통장 만들었어 3333-29-4418027 (박수빈) 초대 링크도 보냄
#nt_due 수빈: 16일까지 각자 30만원씩 넣어줘~
태오: 월급날이 15일이라 딱이네
정민: 보냄
나연: 나두 방금!
현우: 나도 보냄
"""),
("2026-01-09 20:30", r"""
#t_flight_done >t_flight 현우: 비행기 넷 다 결제함 제비항공 4일 08:05 인천→간사이 / 8일 19:40 간사이→인천
현우: 예약번호 각자 카톡으로 보냈어 여권 영문 이름 한 번씩 확인해
태오: 나 여권 만료 언제였지
정민: 야 그거 지금 당장 확인해
+5m 태오: 2029년까지 살아있음 휴
#t_nflight_done 나연: 나도 끊었다!! 누리에어 5일 18:30 인천 출발 20:10 간사이 도착
현우: ㅇㅋ 그럼 밤 9시 반쯤 숙소 오겠네
#nt_mario 태오: 다들 고생했으니 USJ 가면 내가 마리오 모자 하나씩 쏜다
수빈: 방금 스샷 찍어둠
정민: 증인 있음
태오: 아 그건 좀…
"""),
("2026-01-10 15:20", r"""
정민: [사진]
정민: 성수동 출사 왔는데 추워서 손가락 떨어질 듯
나연: 헐 필름이야?
정민: ㅇㅇ 포트라 400
#nt_kyoto_wish 나연: 아 나 언젠가 교토에서 한 달 살기 꼭 해보고 싶어
태오: 퇴사하고 가 ㅋㅋ
나연: 그게 문제지…
현우: 이번에 맛보기로 다녀와
"""),
("2026-01-12 21:15", r"""
태오: 자 제일 중요한 안건 USJ
#d_usj_p 태오: 5일 목요일에 가자 평일이라 주말보다 훨씬 덜 붐빈대
#d_usj_a1 현우: ㄱㄱ 목요일 좋다
#d_usj_a2 수빈: 난 무서운 건 못 타는데 닌텐도월드만 가도 만족 ㅇㅋ
#d_usj_a3 정민: ㅇㅋ
나연: 아 나 그날 저녁 도착이라 못 가네 ㅠㅠ
#d_usj_ok 태오: 나연이 미안 ㅠ 그럼 USJ는 5일 목요일로!
나연: 괜찮아 사진 많이 보내줘
#nt_shot 정민: 인생샷 보장함 ㅋㅋ
#usj_q 현우: @코덱스 USJ 익스프레스 패스 4 평일 가격 얼마쯤 해?
#usj_a 코덱스: 날짜별 변동가.\n- 평일 비수기: 1인 약 ¥13,800~16,800\n- 주말: ¥18,800 이상\n- 입장권 별도 (평일 약 ¥8,600)
#t_pass 태오: 입장권이랑 익스 패스는 내가 이번 주 안에 넷 거 살게
"""),
("2026-01-13 22:40", r"""
#d_nara_p 정민: 마지막 날 8일 오전에 나라 가서 사슴 보고 오자 비행기 저녁이니까 시간 될 듯
#d_nara_a1 나연: 헐 사슴!! 나 좋아
#d_nara_a2 현우: 반나절이면 ㄱㄴ 하지
#d_nara_a3 수빈: 센베이 사서 사슴 줘보고 싶었음 ㅇㅋ
태오: 사슴한테 들이받히는 영상 많던데
정민: 그거 찍으러 가는 거임
#d_nara_ok 정민: 그럼 8일 오전은 나라
#t_kintetsu 정민: 난바에서 나라 가는 긴테쓰 시간이랑 캐리어 맡길 데는 내가 주말에 알아볼게
#n_kobe 태오: 간 김에 고베도 찍고 고베규 먹자
#n_kobe_no >n_kobe 현우: 고베까지 넣으면 동선 터짐 이번엔 참아
태오: 쳇 소고기…
"""),
("2026-01-14 12:20", r"""
#n_wifi 수빈: 유심은 어떻게 해? 포켓와이파이 하나 빌릴까
#n_wifi_r >n_wifi 태오: 요즘 누가 포켓와이파이 들고 다님 eSIM이지
#t_esim 태오: eSIM은 내가 다섯 개 한 번에 사서 이번 주 안에 QR 메일로 뿌릴게
수빈: 오 고마워
#t_ins 현우: 여행자보험은 내가 다섯 명 단체로 들게 다음 주 중에
#nt_card 현우: 아 그리고 다들 트래블카드 하나씩 만들어 와 환전 수수료 없음
정민: 이미 있음
나연: 나 만들어야 돼 고마워
"""),
("2026-01-15 21:50", r"""
나연: 얘들아 나 진짜 하고 싶은 거 있어
#d_kimo_p 나연: 교토 가는 날 기모노 빌려 입고 기요미즈데라 앞에서 사진 찍자 ㅠㅠ
#d_kimo_a1 정민: 사진 찍기엔 최고지 찬성
#d_kimo_a2 수빈: 나 그런 거 좋아 ㅎㅎ
#d_kimo_a3 태오: 다들 하면 나도 뭐…
#d_kimo_ok 현우: 그래 교토에서 기모노 한 번 입자
#t_kimo 나연: 대여점은 내가 알아보고 출발 일주일 전쯤 날씨 보고 예약할게
#n_onsen 나연: 아 근데 교토에서 료칸 하루 자면서 온천도 할 수 있나?
#n_onsen_r >n_onsen 수빈: 찾아봤는데 괜찮은 데는 1박에 한 사람 5만엔 넘어 ㅋㅋ
나연: 헉 패스
"""),
("2026-01-16 19:10", r"""
#fund_full 수빈: 모임통장 다섯 명 다 들어왔어 150만원 👍
현우: 총무님 최고
태오: 월급 들어오자마자 빠져나감 ㅋㅋ 스쳐간 월급
#t_pass_re 태오: 아 USJ 표 아직 못 샀다 ㅠ 이번 주 야근 지옥이라 주말에 꼭 살게
현우: ㄱㄱ 5일 거 매진되기 전에
"""),
("2026-01-18 14:00", r"""
태오: [사진]
태오: 일요일인데 회사 나옴
수빈: 헐 런칭 전이라 그래?
태오: ㅇㅇ 2월 1일 런칭 ㅠ 그 전까지 나는 사람이 아님
나연: 화이팅 ㅠㅠ 여행 가서 보상받아
현우: 태오 근데 USJ 표는?
#t_pass_re2 태오: 미안 ㅠ 오늘 밤에 진짜 산다
"""),
("2026-01-19 20:40", r"""
#bnb_cancel 현우: 얘들아 망했다
#bnb_cancel2 현우: 에어비앤비 호스트가 예약 취소함 영업 신고 문제로 2월부터 운영 못 한대 환불은 바로 들어온대
현우: [사진]
수빈: 다른 에어비앤비도 이러면 어떡해
#d_hotel_p0 정민: 그냥 호텔 가자 그게 속 편함
#d_hotel_p 수빈: 내가 아까 봐둔 데 있는데 난바 '호텔 아오바' 트윈 하나 트리플 하나 잡으면 1박 4만2천엔이야
#d_hotel_a1 정민: 오 깔끔하네 여기 ㄱㄱ
#d_hotel_a2 현우: 에어비앤비보다 좀 비싸지만 이게 낫다 ㅇㅋ
#d_hotel_a3 태오: 난 침대만 있으면 됨
#d_hotel_a4 나연: 나도 좋아!
#d_hotel_ok 수빈: 그럼 아오바로 4박 잡는다
#t_hotel 수빈: 지금 바로 예약할게 무료취소 되는 걸로
+25m #t_hotel_done >t_hotel 수빈: 예약 완료~ 4일부터 4박 트윈1 트리플1, 3일 전까지 무료 취소
현우: 수빈 없었으면 어쩔 뻔
"""),
("2026-01-20 12:35", r"""
#fx_q 수빈: @코덱스 오늘 엔화 환율 얼마야?
#fx_a 코덱스: 100엔당 약 935원 (오늘 오전 기준).
#nt_fx 코덱스: 원하면 900원 아래로 내려갈 때 알림 설정 가능.
수빈: 작년보다 싸긴 하네
태오: 어제 숙소 날아간 충격에서 아직 못 벗어남
"""),
("2026-01-21 21:30", r"""
나연: 근데 나 제안 하나만
#d_split_p 나연: 어차피 숙소 다시 잡은 김에 오사카 2박 교토 2박으로 나누면 어때? 교토를 당일치기로 가면 너무 아쉬워 ㅠ 밤 거리가 예쁘대
#d_split_a1 정민: 오 나 찬성 교토는 아침 일찍 돌아다니려면 교토에서 자야 돼
#d_split_obj >d_split_p 태오: 캐리어 끌고 중간에 이동하는 거 개귀찮은데…
#luggage 수빈: 호텔에서 교토 숙소로 짐 보내주는 서비스 있어 캐리어 하나에 2천엔 정도 몸만 가면 됨
#d_split_tm 태오: 오 그럼 ㅇㅋ 몸만 가는 거면 찬성
#d_split_a2 현우: 그럼 4, 5일은 오사카 아오바 / 6, 7일은 교토
#d_split_a3 수빈: 좋아 아오바는 2박으로 줄이면 돼
#machiya 정민: 교토 숙소는 내가 봐둔 마치야 있음 기요미즈 쪽 집 통째로 1박 5만4천엔 6명까지
정민: [사진]
#d_split_a4 나연: 꺄 이거다 ㅠㅠ
#d_split_ok 현우: 여기로 하자
#machiya_done 정민: 방금 6일 7일 2박 예약함 ㅋㅋ
#aoba_2 수빈: 아오바도 4, 5일 2박으로 줄여놨어 취소 수수료 없었음
"""),
("2026-01-22 22:10", r"""
현우: 일정 보다가 생각난 건데
#d_usj2_p 현우: 나연이도 USJ 같이 가야지 6일 금요일에 다섯 명 다 같이 가자 짐은 아침에 호텔에서 교토로 부치고 저녁에 교토 넘어가면 딱 맞아
#d_usj2_a1 나연: 헐 진짜?? 나도 USJ 가는 거야?? ㅠㅠ
#d_usj2_a2 태오: 오 금요일도 평일이라 ㄱㅊ
#d_usj2_a3 수빈: 그럼 5일엔 오사카성이랑 우메다 돌면 되겠다
#d_usj2_a4 정민: ㅇㅋ 6일 USJ
#t_pass_hand 태오: 근데 형… 나 런칭 때문에 진짜 죽을 거 같아서 그런데 USJ 표 대신 사줄 수 있어? 돈은 모임통장에서
#t_pass_hand_ok 현우: ㅇㅋ 그건 내가 할게 6일 거 다섯 장으로
#d_nshare_p 현우: 그리고 나연이는 4일 밤엔 안 자니까 숙박비는 자는 날 기준으로 나누자
#d_nshare_obj >d_nshare_p 나연: 에이 그냥 똑같이 내자 나만 빼주면 불편해 ㅠ
#d_nshare_a1 수빈: 안 자는 날 돈 내는 게 더 이상해 ㅋㅋ 박 단위가 깔끔함
#d_nshare_a2 정민: ㅇㅇ 박 단위 찬성
#d_nshare_a3 태오: ㄹㅇ 그게 맞음
#d_nshare_tm 나연: 알겠어 ㅠ 고마워 다들
#t_calc_q 수빈: @코덱스 숙박비 계산 좀. 오사카 아오바 1박 42,000엔씩 4일(4명) 5일(5명), 교토 마치야 1박 54,000엔씩 6일 7일(5명). 자는 날 기준으로 나누면 한 사람당 얼마?
#t_calc 코덱스: 계산 중.
#t_calc_done 코덱스: 숙박 총 ¥192,000\n- 4일 ¥42,000 ÷ 4 = ¥10,500\n- 5일 ¥42,000 ÷ 5 = ¥8,400\n- 6·7일 ¥54,000 ÷ 5 = ¥10,800 × 2\n→ 현우·수빈·태오·정민 각 ¥40,500\n→ 나연 ¥30,000\n합계 일치.
#n_railpass 코덱스: 참고: 간사이 레일패스 2일권을 사면 교통비가 줄 수 있음.
#n_railpass_r >n_railpass 정민: 우리 동선엔 그냥 이코카 찍고 다니는 게 더 쌈
"""),
("2026-01-24 11:00", r"""
수빈: 8일에 교토에서 공항은 뭐 타고 가?
#d_trans_p 정민: 하루카 타자 교토역에서 간사이공항까지 75분 한 번에 감 이코카&하루카 세트 사면 편도 할인도 됨
#d_trans_obj >d_trans_p 현우: 리무진버스가 낫지 않아? 캐리어 밑에 싣고 앉아서 가잖아
#d_trans_r 정민: 일요일 오후엔 고속도로 막혀서 버스가 두 시간 넘게 걸릴 때가 많대 비행기 7시 40분인데 불안함
#d_trans_tm 현우: 아 그럼 하루카 ㅇㅋ 비행기 놓치면 끝이지
#d_trans_a1 수빈: 하루카 찬성
#d_trans_a2 태오: 👍
#nt_icoca 나연: 난 저번에 쓰던 이코카 카드 아직 있어서 어제 충전까지 해놨어 ㅎㅎ
"""),
("2026-01-25 20:00", r"""
#t_ins_done >t_ins 현우: 여행자보험 다섯 명 단체 가입 완료 증권 메일로 갔을 거야
정민: 땡큐
나연: 받았어!
#n_free 태오: 근데 하루는 각자 자유시간 갖는 거 어때
#n_free_r >n_free 수빈: 음 그건 가서 상황 보고 정하자
태오: ㅇㅋ
"""),
("2026-01-26 12:30", r"""
#t_pass_done >t_pass_hand_ok 현우: USJ 입장권+익스프레스 4 다섯 장 결제함 6일 금요일 거 모임통장에서 나감
#pass_price 현우: 한 사람당 23,400엔
태오: 형 진짜 은인
수빈: 통장 내역 확인~ 영수증 캡처 고마워
"""),
("2026-01-27 21:20", r"""
#t_plan_q 나연: @클로디 우리 일정 한 번에 정리해 줄 수 있어? 4일 오사카 도착, 5일 오사카 시내(나는 밤 합류), 6일 USJ 후 교토 이동, 7일 교토, 8일 오전 나라 들렀다가 저녁 7시 40분 간사이공항 출발
#t_plan 클로디: 네, 한눈에 보기 좋게 정리해 볼게요.
#t_plan_done 클로디: 정리해 봤어요.\n[4일 수] 10:10 간사이 도착 → 난바 호텔 아오바 짐 보관 → 구로몬시장 → 도톤보리\n[5일 목] 오사카성 → 우메다 / 20:10 나연 님 간사이 도착, 21:30 호텔 합류\n[6일 금] 아침 짐 교토로 배송 → USJ 종일 → 저녁 교토 마치야\n[7일 토] 아라시야마 → 기요미즈데라 → 기온\n[8일 일] 09:00 교토 출발 → 나라 사슴공원 → 14:30 나라 출발 → 교토역 하루카 → 17:30 간사이공항\n다만 8일은 나라에서 교토역으로 되돌아와야 해서 캐리어를 들고 다니시면 꽤 빠듯해요.
#n_inari 클로디: 참, 후시미이나리는 새벽 6시쯤 가시면 사람 없이 사진 찍기 좋아요.
#nt_weather 클로디: 원하시면 출발 전에 오사카·교토 날씨도 찾아 드릴게요.
수빈: 와 정리 깔끔하다
#nara_tight 현우: 근데 8일 진짜 빡세 보인다 캐리어 끌고 나라 왕복하고 공항이라니
#d_nara_drop_p 정민: 나라는 이번엔 빼자 내가 하자고 한 거지만 무리다
#d_nara_drop_a1 나연: 사슴 ㅠㅠ 그래도 비행기 놓치는 것보단…
#d_nara_drop_a2 현우: ㅇㅇ 빼자
#t_kintetsu_drop >t_kintetsu 정민: 긴테쓰 알아본다던 건 안 해도 되겠네 ㅋㅋ 솔직히 아직 안 봤음
#n_inari_r >n_inari 태오: 새벽 6시?? 클로디 우리 휴가 가는 거야
"""),
("2026-01-28 22:00", r"""
#t_food 나연: 교토 맛집은 내가 구글맵 리스트로 정리해서 이번 주말까지 공유할게
수빈: 오 교토 덕후 나연
#t_album 정민: 여행 사진은 내가 구글포토 공유앨범 만들어서 다 올릴게
태오: 필카 사진은 언제 나옴
정민: 현상 맡기면 한 달
#n_pjs 나연: 아 그리고 우리 우정 잠옷 맞춰 입고 사진 찍을래? ㅋㅋ
#n_pjs_no >n_pjs 현우: ㄴㄴ 서른셋에 그건 좀
나연: ㅋㅋㅋ 거절 빠르다
"""),
("2026-01-30 19:00", r"""
#t_esim_done 수빈: 태오가 보낸 eSIM QR 메일 다들 왔지? 나 방금 설치까지 해봤는데 잘 됨
정민: 왔음
나연: 나도 받았어 태오 고마워!!
태오: (야근 중 잠깐) ㅇㅇ 출발 날 아침에 켜면 됨
"""),
("2026-02-01 16:30", r"""
#t_food_done 나연: 교토 맛집 리스트 공유함!! 구글맵 '교토 먹방' 리스트 링크 카톡으로 보냄
나연: 오반자이 집, 니신소바, 말차 파르페 집 다 넣었어 ㅎㅎ
태오: 런칭 무사히 끝남 ㅠㅠ 나 이제 사람 됨
수빈: 고생했다 진짜
#train_info 정민: 그리고 4일 공항철도 서울역 첫차 5시 20분이야 다들 참고
#nt_housewarm 태오: 여행 다녀와서 언제 한번 우리 집에서 집들이 할게
정민: 그 말 3년째 듣는 중
"""),
("2026-02-02 21:00", r"""
#weather 나연: 교토 7일 날씨 봤는데 비 오고 최고 3도래 ㅠㅠ
수빈: 으 추워
#d_kimo_drop_p 나연: 그 날씨에 기모노 입으면 얼어 죽을 듯… 기모노는 그냥 빼자
#d_kimo_drop_a1 정민: 아쉽지만 ㅇㅇ
#d_kimo_drop_a2 현우: 패스 ㄱ
#t_kimo_drop 나연: 예약 미뤄둔 게 신의 한 수였네 아직 아무 데도 안 했어
태오: 나 사실 하카마 좀 기대했는데
#nt_findtrain 태오: 4일 공항 가는 첫차 시간 내가 찾아볼까?
#nt_findtrain_r >nt_findtrain 정민: 어제 위에 올렸잖아 서울역 5시 20분
"""),
("2026-02-03 22:30", r"""
현우: 내일 5시 20분 첫차 다들 늦으면 두고 간다
수빈: 여권 보조배터리 eSIM 트래블카드
태오: 알람 세 개 맞춤
#nt_cam 정민: 나연아 너 카메라 하나 빌려줄까?
#nt_cam_no >nt_cam 나연: 괜찮아 폰으로 충분 ㅎㅎ
나연: 다들 잘 다녀와 목요일에 봐!!
#n_snow 정민: 근데 만약 금요일에 눈 오면 USJ 야외 놀이기구 다 멈춘대
#n_snow_r >n_snow 현우: 그럼 그때 가서 실내 위주로 돌지 뭐
"""),
("2026-02-04 05:25", r"""
태오: 서울역 도착
수빈: 나 벌써 열차 안
+2m 현우: 다 탔다 출발
+2h 수빈: [사진]
수빈: 면세점 털림
+4h 현우: 간사이 도착
+1h 정민: 호텔에 짐 맡김 구로몬시장 간다
태오: 참치 뱃살 미쳤다
+3h 나연: 다들 재밌어? ㅠㅠ 나 방금 결산 보고 끝남
#n_river 태오: 한신 우승하면 여기 뛰어든다며 우리도 기념으로 뛰어들자
현우: 2월이다 미친놈아
"""),
("2026-02-05 10:30", r"""
현우: [사진]
현우: 오사카성
#n_breakfast 수빈: 내일부터 호텔 조식 추가할까? 한 사람 1800엔
#n_breakfast_no >n_breakfast 태오: 편의점 타마고산도가 진리임
+7h 나연: 나 비행기 탔다!!!
+2h 나연: 간사이 도착 라피트 타고 간다
+1h 나연: 호텔 로비!
현우: 내려간다
"""),
("2026-02-06 08:00", r"""
#luggage_paid 수빈: 짐 교토로 보냈어 캐리어 다섯 개 만 엔
+1h 태오: USJ 입장
태오: [사진]
+2h 나연: 마리오카트 미쳤다
#mario_r >nt_mario 수빈: 태오야 마리오 모자 언제 사줌?
태오: …지금 보고 있어 하나에 4천엔이야
+6h 현우: 교토 마치야 도착 짐 다 와 있음
나연: 집 너무 예뻐 ㅠㅠ
"""),
("2026-02-07 09:30", r"""
나연: 그래도 아라시야마 간다
+3h 나연: [사진]
나연: 대나무숲 비 오니까 더 예쁨
+4h 수빈: 기요미즈 계단에 기모노 입은 사람들 다 떨고 있음 ㅋㅋ
태오: 안 입길 잘했다
+3h 현우: 니신소바 나연 리스트 1번 집 대박
나연: 그치??
"""),
("2026-02-08 10:50", r"""
현우: 체크아웃 완료
+4h 수빈: 교토역에서 하루카 탄다
+2h 정민: 간사이 도착 두 시간 여유
+5h 태오: 인천 도착
현우: 다들 수고했다 진짜 재밌었다
나연: ㅠㅠ 벌써 그리워
#fund_left 수빈: 모임통장 지금 27만 4천원 남았어 영수증 정리해야 함
#t_settle 수빈: 정산은 다음 주 수요일까지 해서 남은 돈 나눠서 돌려줄게
#t_album_re >t_album 정민: 사진 앨범은 아직 못 만듦 ㅋㅋ 이번 주 안에 만들어서 링크 올릴게
#nt_hokkaido 태오: 다음엔 홋카이도 스키 가고 싶다
현우: 일단 이번 카드값부터 갚고
"""),
]

DECISIONS = [
    dict(id='d1', text='숙소: 난바역 근처 에어비앤비 단독주택 4박 (1박 3만2천엔)',
         stated=['d_bnb_p', 'bnb_price', 'd_bnb_a1', 'd_bnb_a2', 'd_bnb_a3', 'd_bnb_a4', 'd_bnb_ok', 't_bnb_done'],
         agreed_by=['현우', '정민', '수빈', '태오', '나연'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_hotel_p', 'd_hotel_ok']),
    dict(id='d2', text='에어비앤비 취소 후 숙소: 난바 호텔 아오바 트윈+트리플 4박 (1박 4만2천엔)',
         stated=['d_hotel_p0', 'd_hotel_p', 'd_hotel_a1', 'd_hotel_a2', 'd_hotel_a3', 'd_hotel_a4', 'd_hotel_ok', 't_hotel_done'],
         agreed_by=['수빈', '정민', '현우', '태오', '나연'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_split_p', 'd_split_ok']),
    dict(id='d3', text='숙소를 나눔: 4·5일 오사카 호텔 아오바 2박 + 6·7일 교토 기요미즈 쪽 마치야 2박 (짐은 배송)',
         stated=['d_split_p', 'd_split_a1', 'd_split_tm', 'd_split_a2', 'd_split_a3', 'machiya', 'd_split_a4',
                 'd_split_ok', 'machiya_done', 'aoba_2'],
         agreed_by=['나연', '정민', '태오', '현우', '수빈'], objected_by=['태오'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='USJ는 5일 목요일 (평일, 나연 빼고 넷)',
         stated=['d_usj_p', 'd_usj_a1', 'd_usj_a2', 'd_usj_a3', 'd_usj_ok'],
         agreed_by=['태오', '현우', '수빈', '정민'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_usj2_p', 'd_usj2_a4']),
    dict(id='d5', text='USJ는 6일 금요일에 다섯 명 다 같이, 짐은 아침에 교토로 부치고 저녁에 교토 이동',
         stated=['d_usj2_p', 'd_usj2_a1', 'd_usj2_a2', 'd_usj2_a3', 'd_usj2_a4', 't_pass_done'],
         agreed_by=['현우', '나연', '태오', '수빈', '정민'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='공동경비: 모임통장에 1인 30만원 선입금 (40만원 제안에서 낮춤), 모자라면 현지에서 추가',
         stated=['d_fund_p', 'd_fund_alt', 'd_fund_a1', 'd_fund_a2', 'd_fund_a3', 'd_fund_a4'],
         agreed_by=['수빈', '정민', '태오', '현우', '나연'], objected_by=['정민'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='숙박비는 자는 날(박) 기준으로 나눔: 나연은 4일 밤 몫 제외',
         stated=['d_nshare_p', 'd_nshare_a1', 'd_nshare_a2', 'd_nshare_a3', 'd_nshare_tm'],
         agreed_by=['현우', '수빈', '정민', '태오', '나연'], objected_by=['나연'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='여행 날짜: 2월 4일(수)~8일(일) 4박, 나연은 5일 저녁 합류',
         stated=['d_date_p', 'd_date_a1', 'd_date_a2', 'd_date_a3', 'late2', 'd_date_ok'],
         agreed_by=['현우', '수빈', '태오', '정민', '나연'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='8일 교토역→간사이공항은 하루카 (이코카&하루카), 리무진버스 아님',
         stated=['d_trans_p', 'd_trans_tm', 'd_trans_a1', 'd_trans_a2'],
         agreed_by=['정민', '현우', '수빈', '태오'], objected_by=['현우'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='항공: 제비항공 4일 08:05 인천→간사이 / 8일 19:40 간사이→인천 (나연 제외 넷)',
         stated=['d_fl_p', 'd_fl_a1', 'd_fl_a2', 'd_fl_a3', 'd_fl_ok', 't_flight_done'],
         agreed_by=['현우', '태오', '수빈', '정민'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='마지막 날 8일 오전에 나라 사슴공원 들르기',
         stated=['d_nara_p', 'd_nara_a1', 'd_nara_a2', 'd_nara_a3', 'd_nara_ok'],
         agreed_by=['정민', '나연', '현우', '수빈'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_nara_drop_p', 'd_nara_drop_a1', 'd_nara_drop_a2']),
    dict(id='d12', text='교토에서 기모노 대여해 입고 기요미즈데라 앞 단체사진',
         stated=['d_kimo_p', 'd_kimo_a1', 'd_kimo_a2', 'd_kimo_a3', 'd_kimo_ok'],
         agreed_by=['나연', '정민', '수빈', '태오', '현우'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_kimo_drop_p', 'd_kimo_drop_a1', 'd_kimo_drop_a2']),
]

NON_DECISIONS = [
    (['n_biz'], 'joke'),                                   # 비즈니스 타자
    (['n_kobe', 'n_kobe_no'], 'proposal not taken up'),    # 고베 → 동선 터짐
    (['n_onsen', 'n_onsen_r'], 'question'),                # 료칸 온천 가능? → 5만엔
    (['n_railpass', 'n_railpass_r'], 'bot suggestion ignored'),  # 코덱스 간사이 레일패스
    (['n_inari', 'n_inari_r'], 'bot suggestion ignored'),  # 클로디 후시미이나리 새벽 6시
    (['n_free', 'n_free_r'], 'proposal not taken up'),     # 각자 자유시간 → 가서 보자
    (['n_pjs', 'n_pjs_no'], 'proposal not taken up'),      # 우정 잠옷
    (['n_snow', 'n_snow_r'], 'hypothetical'),              # 눈 오면 실내 위주
    (['n_river'], 'joke'),                                 # 도톤보리 강에 뛰어들기
    (['n_breakfast', 'n_breakfast_no'], 'proposal not taken up'),  # 호텔 조식 → 편의점
    (['n_wifi', 'n_wifi_r'], 'proposal not taken up'),     # 포켓와이파이 → eSIM이지
]

TODOS = [
    dict(id='t1', owner='현우', task='난바 에어비앤비 예약 걸기',
         taken=['t_bnb'], due='2026-01-07', status='done', closed_by=['t_bnb_done'], handed_to=None),
    dict(id='t2', owner='수빈', task='모임통장 만들어 계좌번호 올리기',
         taken=['t_acct'], due='2026-01-08', status='done', closed_by=['t_acct_done'], handed_to=None),
    dict(id='t3', owner='현우', task='나연 뺀 네 명 항공권 한 번에 예매',
         taken=['t_flight'], due='2026-01-09', status='done', closed_by=['t_flight_done'], handed_to=None),
    dict(id='t4', owner='나연', task='본인 항공권(5일 저녁 출발) 따로 예매',
         taken=['t_nflight'], due='2026-01-11', status='done', closed_by=['t_nflight_done'], handed_to=None),
    dict(id='t5', owner='정민', task='난바→나라 긴테쓰 시간과 캐리어 맡길 곳 알아보기',
         taken=['t_kintetsu'], due='2026-01-18', status='dropped',
         closed_by=['d_nara_drop_p', 't_kintetsu_drop'], handed_to=None),
    dict(id='t6', owner='나연', task='교토 기모노 대여점 알아보고 날씨 보고 예약',
         taken=['t_kimo'], due='', status='dropped', closed_by=['d_kimo_drop_p', 't_kimo_drop'], handed_to=None),
    dict(id='t7', owner='태오', task='USJ 입장권+익스프레스 패스 구매',
         taken=['t_pass', 't_pass_re', 't_pass_re2', 't_pass_hand_ok'], due='2026-01-18', status='done',
         closed_by=['t_pass_done'], handed_to='현우'),
    dict(id='t8', owner='수빈', task='난바 호텔 아오바 예약 (무료취소)',
         taken=['t_hotel'], due='2026-01-19', status='done', closed_by=['t_hotel_done'], handed_to=None),
    dict(id='t9', owner='코덱스', task='박 기준 1인당 숙박비 계산',
         taken=['t_calc'], due='', status='done', closed_by=['t_calc_done'], handed_to=None),
    dict(id='t10', owner='클로디', task='4박5일 일정표 정리',
         taken=['t_plan'], due='', status='done', closed_by=['t_plan_done'], handed_to=None),
    dict(id='t11', owner='태오', task='eSIM 다섯 개 사서 QR 메일로 보내기',
         taken=['t_esim'], due='2026-01-18', status='done', closed_by=['t_esim_done'], handed_to=None),
    dict(id='t12', owner='현우', task='다섯 명 여행자보험 단체 가입',
         taken=['t_ins'], due='2026-01-25', status='done', closed_by=['t_ins_done'], handed_to=None),
    dict(id='t13', owner='나연', task='교토 맛집 구글맵 리스트 정리해 공유',
         taken=['t_food'], due='2026-02-01', status='done', closed_by=['t_food_done'], handed_to=None),
    dict(id='t14', owner='정민', task='여행 사진 구글포토 공유앨범 만들어 올리기',
         taken=['t_album', 't_album_re'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='수빈', task='모임통장 최종 정산 후 남은 돈 나눠 돌려주기',
         taken=['t_settle'], due='2026-02-11', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_mario'], 'banter promise'),                     # 마리오 모자 쏜다
    (['nt_due'], 'instruction to others'),                # 16일까지 30만원씩
    (['nt_card'], 'instruction to others'),               # 트래블카드 만들어 와
    (['nt_kyoto_wish'], 'vague wish'),                    # 교토 한 달 살기
    (['nt_shot'], 'banter promise'),                      # 인생샷 보장
    (['nt_icoca'], 'already done'),                       # 이코카 충전해놨어
    (['nt_housewarm'], 'vague promise'),                  # 언제 한번 집들이
    (['nt_findtrain', 'nt_findtrain_r'], 'already done by someone else'),  # 첫차 → 정민이 이미 올림
    (['nt_cam', 'nt_cam_no'], 'offer declined'),          # 카메라 빌려줄까 → 폰으로 충분
    (['nt_hokkaido'], 'vague wish'),                      # 홋카이도 스키
    (['nt_weather'], 'bot offer not taken up'),           # 클로디 날씨 찾아드릴까요
    (['nt_fx'], 'bot offer not taken up'),                # 코덱스 환율 알림
]

QUESTIONS = [
    # ---- changed
    ('지금 숙소 어디어디로 잡혀 있어?',
     ['bnb_cancel2', 'd_hotel_ok', 'd_split_a2', 'd_split_ok', 'machiya_done', 'aoba_2'],
     '4·5일은 오사카 난바 호텔 아오바 2박, 6·7일은 교토 기요미즈 쪽 마치야 2박. 에어비앤비가 취소돼 호텔 4박으로 잡았다가 오사카/교토로 나눔', 'changed'),
    ('맨 처음에 예약했던 숙소는 뭐였어?',
     ['d_bnb_p', 'bnb_price', 'd_bnb_ok'], '난바역 근처 에어비앤비 단독주택(방 3개) 4박, 1박 3만2천엔', 'changed'),
    ('에어비앤비는 왜 못 쓰게 된 거야?',
     ['bnb_cancel2'], '호스트가 영업 신고 문제로 2월부터 운영을 못 한다며 예약을 취소함(환불)', 'changed'),
    ('유니버설 가는 날 최종적으로 언제야?',
     ['d_usj_ok', 'd_usj2_p', 'd_usj2_a4'], '6일 금요일, 나연까지 다섯 명 (원래는 5일 목요일이었음)', 'changed'),
    ('USJ 처음엔 무슨 요일로 하려 했지?',
     ['d_usj_p', 'd_usj_ok'], '5일 목요일 (평일이라 덜 붐벼서, 나연은 못 오는 날)', 'changed'),
    ('나라에서 사슴 보는 일정은 어떻게 됐어?',
     ['d_nara_p', 'nara_tight', 'd_nara_drop_p', 'd_nara_drop_a2'],
     '빠짐. 8일에 캐리어 들고 나라 왕복 후 공항 가는 게 너무 빠듯해서 뺌 (대체 일정 없음)', 'changed'),
    ('기모노 빌려 입는 건 결국 했어?',
     ['weather', 'd_kimo_drop_p', 'd_kimo_drop_a1'], '안 함. 7일 교토에 비 오고 최고 3도라 취소', 'changed'),
    ('공동경비 처음 제안 금액이랑 실제로 넣은 금액은?',
     ['d_fund_p', 'd_fund_alt', 'd_fund_a1', 'fund_full'],
     '처음엔 1인 40만원 제안, 정민 사정으로 30만원으로 낮춤(모자라면 현지 추가), 총 150만원', 'changed'),
    # ---- owner
    ('유니버설 티켓은 결국 누가 결제했어?',
     ['t_pass', 't_pass_hand', 't_pass_hand_ok', 't_pass_done'],
     '현우 (태오가 맡았다가 런칭 야근 때문에 현우에게 넘김)', 'owner'),
    ('일본 데이터 eSIM은 누가 준비했어?',
     ['t_esim', 't_esim_done'], '태오 (다섯 개 사서 QR 메일로 보냄)', 'owner'),
    ('각자 숙박비 얼마인지 계산한 건 누구?',
     ['t_calc_q', 't_calc_done'], '코덱스(봇)', 'owner'),
    ('전체 일정표 정리해준 건 누구였지?',
     ['t_plan_q', 't_plan_done'], '클로디(봇)', 'owner'),
    ('보험 가입은 누가 맡았어?',
     ['t_ins', 't_ins_done'], '현우 (다섯 명 단체 가입)', 'owner'),
    # ---- status
    ('정민이 나라 가는 전철 알아봤어?',
     ['t_kintetsu', 'd_nara_drop_p', 't_kintetsu_drop'], '안 알아봄. 나라 일정이 빠져서 할 필요가 없어짐', 'status'),
    ('기모노 가게 예약은 했었어?',
     ['t_kimo', 't_kimo_drop'], '안 함. 날씨 보고 하려다 기모노 자체가 취소됨', 'status'),
    ('여행 사진 공유 앨범 올라왔어?',
     ['t_album', 't_album_re'], '아직. 정민이 이번 주 안에 만들어 링크 올린다고 함', 'status'),
    ('남은 공동경비 돌려받았어?',
     ['fund_left', 't_settle'], '아직. 27만 4천원 남았고 수빈이 다음 주 수요일(2/11)까지 정산해서 돌려준다고 함', 'status'),
    ('나연이 자기 비행기표는 샀어?',
     ['t_nflight', 't_nflight_done'], '응, 누리에어 5일 18:30 인천 출발 편으로 예매함', 'status'),
    ('교토 먹을 데 목록 공유됐어?',
     ['t_food', 't_food_done'], '응, 나연이 2월 1일에 구글맵 리스트로 공유함', 'status'),
    # ---- single
    ('교토 숙소 하룻밤 값이랑 최대 몇 명까지 돼?',
     ['machiya'], '1박 5만4천엔, 6명까지 (집 통째)', 'single'),
    ('짐을 교토까지 보내는 데 얼마 들었어?',
     ['luggage', 'luggage_paid'], '캐리어 하나에 2천엔 정도, 다섯 개 만 엔', 'single'),
    ('나연이 낼 숙박비는 얼마로 나왔어?',
     ['t_calc_done'], '3만엔 (다른 넷은 각 4만500엔)', 'single'),
    ('오사카에서 묵는 호텔 이름이 뭐야?',
     ['d_hotel_p'], '난바 호텔 아오바 (트윈 1 + 트리플 1)', 'single'),
    ('유니버설 표 한 사람당 얼마였어?',
     ['pass_price'], '23,400엔 (입장권+익스프레스 패스 4)', 'single'),
    ('모임통장에 모인 돈 총액은?',
     ['fund_full'], '150만원 (다섯 명 × 30만원)', 'single'),
    # ---- temporal
    ('나연은 몇 시에 간사이공항 도착이야?',
     ['t_nflight_done'], '5일(목) 밤 8시 10분', 'temporal'),
    ('돌아오는 비행기 언제 떠?',
     ['d_fl_p', 't_flight_done'], '8일(일) 저녁 7시 40분 간사이 출발', 'temporal'),
    ('공동경비 언제까지 넣어야 했어?',
     ['nt_due'], '1월 16일까지', 'temporal'),
    ('출발일 공항철도 첫차 몇 시야?',
     ['train_info'], '4일 서울역 5시 20분', 'temporal'),
    # ---- multi
    ('숙박비 따로 계산하는 거에 나연은 뭐라 했고 결국 얼마 내?',
     ['d_nshare_p', 'd_nshare_obj', 'd_nshare_tm', 't_calc_done'],
     '처음엔 불편하다며 똑같이 내겠다 했지만 다들 박 단위가 맞다고 해서 받아들임. 4일 밤을 빼고 3만엔', 'multi'),
    ('교토에서 이틀 자자는 말에 반대한 사람 있었어? 어떻게 풀렸어?',
     ['d_split_obj', 'luggage', 'd_split_tm'],
     '태오가 캐리어 끌고 이동하기 귀찮다고 했는데, 수빈이 호텔에서 교토로 짐 보내는 서비스(개당 2천엔 정도)를 알려줘서 찬성', 'multi'),
    ('공항 가는 교통편 정할 때 현우 의견은 어땠고 왜 바뀌었어?',
     ['d_trans_obj', 'd_trans_r', 'd_trans_tm'],
     '현우는 캐리어 싣기 편한 리무진버스를 원했지만 일요일 오후 고속도로 정체로 두 시간 넘게 걸릴 수 있다는 정민 말에 하루카로 동의', 'multi'),
    ('오사카 숙소랑 교토 숙소 하룻밤 값 차이는?',
     ['d_hotel_p', 'machiya'], '1만2천엔 (오사카 아오바 4만2천엔, 교토 마치야 5만4천엔)', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20260105)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
