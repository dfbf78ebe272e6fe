#!/usr/bin/env python3
"""Korean friends' weekend gimbap catering side-job chat (김밥 부업방 '말이랑'):
분당 정자초 가을 운동회 단체 주문 150줄 + 유부초밥, 2026-09-21 .. 2026-10-25, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '수빈': (6302918475, False),   # 요리 담당, 주문 창구; 전직 분식집 알바
    '하람': (5820473916, False),   # 총무; 조카가 정자초; 학부모회 연락
    '정우': (7138204659, False),   # 차 있음; 장보기, 배달
    '은채': (6649027315, False),   # 디자이너; 인스타, 포장
    '동건': (5573910284, False),   # 회사원, 바쁨, 농담; 이모가 분식집
    '잼민이': (7869302154, True),  # bot: casual
    '코덱스': (7401938265, True),  # bot: terse
}

SESSIONS = [
("2026-09-21 22:04", r"""
수빈: 얘들아 자냐
수빈: 큰 거 들어옴
정우: ??
#kick 수빈: 하람이 조카 학교 있잖아 정자초 거기 학부모회에서 운동회 날 김밥 단체로 해줄 수 있냐고 연락왔대
하람: ㅇㅇ 내가 작년에 우리끼리 한강 갈 때 싼 김밥 사진 보여줬더니 언니들이 난리남 ㅋㅋ
#size 하람: 10월 17일 토요일이고 대충 150줄 + 유부초밥 정도 얘기함
은채: 헐 150줄????
동건: 우리 다섯이서?? 손목 나가는 거 아님
수빈: 나 알바할 때 하루 200줄도 말아봄 ㅎ
#d_deliv_p 하람: 점심 먹을 거라 11시까지 학교 정문으로 갖다달래
#d_deliv_a1 수빈: ㅇㅋ 11시 정문 ㄱㄴ
정우: 차는 내꺼 쓰면 되고
#d_home_p 수빈: 주방은 일단 우리 집에서 하자 밥솥 두 개 있음
#d_home_a1 은채: 수빈이네 부엌 넓잖아 ㄱㄱ
#d_home_a2 정우: 콜
동건: 근데 얼마 받음?
#d_price_p 하람: 단체니까 한 줄 4천원 어때 유부초밥은 개당 천원
#d_price_obj 동건: 너무 싼데? 재료비 빼면 남는 거 있냐
#d_price_r >d_price_obj 하람: 재료비 한 줄에 1800원 정도 나와 150줄이면 그래도 30만원 넘게 남음
수빈: 첫 주문이니까 싸게 가고 후기 받자
#d_price_dg 동건: 하긴 첫 판이니까... ㅇㅋ 4천
#d_price_a1 정우: 👍
#t_quote 하람: 그럼 내가 견적서 한 장 만들어서 내일까지 학부모회 총무님한테 보낼게
은채: 견적서 양식 필요하면 말해 예쁘게 해줌
하람: ㅋㅋ 고마워
수빈: 봇들도 불러놨어 계산 시킬라고 @잼민이 @코덱스
잼민이: 오 김밥 부업?? 재밌겠다 🍙 필요하면 불러!
코덱스: 확인했습니다. 수량·원가 계산 필요하면 호출하세요.
동건: 코덱스 말투 은행원이냐 ㅋㅋ
"""),
("2026-09-22 12:41", r"""
#t_quote_done 하람: 견적서 보냈음! 김밥 4천 유부 천원 150줄 100개 기준으로
하람: 총무님이 읽으셨음 답장은 아직
#nt_quote_other 수빈: 견적서 내가 보낼까 했는데
#nt_quote_other_r >nt_quote_other 하람: 아까 벌써 보냈다니까 ㅋㅋ 톡 좀 읽어
수빈: 앗 ㅋㅋ 미안 점심 먹느라
정우: 뭐먹음
수빈: 회사 앞 국밥
정우: 또 국밥
수빈: 국밥은 진리야
은채: 난 샐러드 ㅠ 다이어트 3일차
동건: 3일이면 곧 끝나겠네
#d_name_p 은채: 근데 우리 이름 있어야 하지 않아? 인스타도 하나 파고
은채: 김밥 마는 애들이니까 '말이랑' 어때
#d_name_a1 수빈: 오 귀엽다 말이랑
#d_name_a2 정우: 👍👍
동건: 말이랑 ㅋㅋㅋ 말 잘 듣는 애들 같음
#d_name_a3 하람: 좋아 그걸로 하자
#t_insta 은채: 인스타 계정은 내가 이번 주 안에 만들어둘게 로고도 대충 그려서
"""),
("2026-09-23 20:15", r"""
#quote_ok 하람: 학부모회 답장 왔어 견적 오케이래!!
정우: 오 계약 성사 ㅋㅋㅋ
동건: 우리 이제 사장님들임
#d_menu_p 수빈: 메뉴 정리하자 기본김밥 100줄 참치 50줄 유부초밥 100개 이렇게 가면 될 듯
#d_menu_obj 은채: 유부초밥 100개 손 엄청 가는데.. 김밥만 하면 안 돼?
#d_menu_r >d_menu_obj 수빈: 유부는 시판 조미유부 쓰면 밥만 넣으면 돼 한 시간이면 끝남
#d_menu_ag 은채: 아 그런 거면 ㅇㅋ 그럼 내가 유부 담당
#d_menu_a1 하람: 학부모회도 유부 꼭 넣어달랬어 그대로 가자
#t_calc_q 수빈: @코덱스 기본 100줄 참치 50줄 유부초밥 100개 기준으로 재료 얼마나 사야 되는지 뽑아줘
#t_calc 코덱스: 계산해서 정리하겠습니다.
#t_calc_done 코덱스: 150줄 + 유부 100개 기준\n- 김 160장 (여유 10)\n- 쌀 약 17kg (줄당 밥 200g + 유부분 2kg)\n- 단무지 150줄분 4팩, 우엉 3팩\n- 햄 5kg, 맛살 4kg, 계란 5판\n- 시금치 4단, 당근 3kg\n- 참치캔 대 6개, 마요 2개\n- 조미유부 100개입 1박스\n예상 재료비 약 27만원
정우: 오 쌀 17키로 ㅋㅋ
동건: 김 160장이면 김 공장 다녀와야 됨
#n_relay 동건: 운동회 날 우리도 학부모 계주 나가자 ㅋㅋ 1등하면 김밥값 두 배로 받는 걸로
은채: 너 학부모 아니잖아 ㅋㅋㅋ
동건: 이모부 자격으로 나감
#nt_ham 동건: 1등 반 김밥엔 내가 햄 두 배 넣어준다 ㅋㅋ
수빈: 공평하게 해라 ㅋㅋ
"""),
("2026-09-24 21:30", r"""
수빈: 근데 생각해보니까
#home_small 수빈: 우리 집 주방 조리대가 1미터도 안 됨..
수빈: 150줄 말려면 다섯이 동시에 서야 되는데 어림도 없다
정우: 그럼 공유주방 빌리자 요즘 정자동에 시간제로 빌려주는 데 있던데
#t_kitchen 수빈: 아 키친랩 거기? 내가 내일 전화해서 가격이랑 17일 새벽 되는지 물어볼게
#n_rain 은채: 근데 운동회 당일 비 와서 취소되면 김밥 150줄 어떡함?
#n_rain_r 하람: 그럼 우리가 일주일 동안 김밥만 먹는 거지 뭐 ㅋㅋ
동건: 냉동 김밥으로 당근에 팔자
은채: ㅋㅋㅋㅋ 기상청 믿는다
"""),
("2026-09-25 18:52", r"""
#t_kitchen_done 수빈: 키친랩 통화함! 시간당 1만5천원이고 최소 4시간이래 그럼 6만원
수빈: 업소용 화구 4개에 대형 밥솥 있고 스테인리스 작업대 길게 있음 [사진]
#d_lab_p 수빈: 여기서 하자 17일 새벽 5시~9시
#d_lab_obj 하람: 6만원이면 좀 세다… 마진 다 날아가는데
#d_lab_r1 정우: 대신 수빈이 집보다 두 배는 빨리 끝날걸 밥 한 번에 다 지을 수 있잖아
#d_lab_r2 수빈: 새벽 타임은 할인해서 4시간 5만원 해준대 방금 물어봄
#d_lab_ag >d_lab_r2 하람: 5만원이면 뭐… 콜
#d_lab_a1 은채: ㄱㄱ 작업대 너무 좋다
#d_lab_a2 동건: 👌
#d_lab_book 수빈: 키친랩 17일 새벽 5~9시 예약 걸어놨어 선금 만원 보냄
"""),
("2026-09-26 11:20", r"""
#d_hc_p 하람: 아 그리고 중요한 거 먹는 거 파는 거니까 우리 다 보건증 있어야 하지 않냐
하람: 혹시 탈나면 큰일이니까 다 받자
#d_hc_obj 정우: 보건소는 평일만 하잖아.. 나 평일에 절대 못 빠짐
#d_hc_r >d_hc_obj 은채: 토요일 오전에 하는 내과에서도 해줌 우리 동네 연세내과 2만원
#d_hc_ag 정우: 아 토요일 되면 나도 ㄱㄴ 받을게
#d_hc_a1 동건: 나도 토욜에 정우랑 같이 가야지
#d_hc_a2 수빈: ㅇㅇ 다 받자
#nt_hc_instr 하람: 다들 다음 주 안에 받고 여기 사진 하나씩 올려줘 결과 나오는 데 일주일 걸림
#nt_hc_done 수빈: 아 나는 오늘 아침에 보건소 가서 검사 받고 왔어 ㅎ 어제 반차였음
은채: 부지런쟁이
"""),
("2026-09-28 21:05", r"""
#t_insta_done 은채: 인스타 만들었다!! @malirang_gimbap 로고도 올림 [사진]
수빈: 헐 로고 김밥 단면 너무 귀여워
하람: 팔로우함
정우: 팔로워 1명 ㅋㅋ 나
#t_bot_bio_q 은채: @잼민이 우리 계정 소개글 세 줄로 써줘 친구 다섯이 주말에 김밥 말아요 느낌으로
#t_bot_bio 잼민이: 오키 바로 써볼게!! ✍️
#t_bot_bio_done 잼민이: 🍙 주말마다 김밥 마는 친구 다섯\n🥢 단체·행사 도시락 주문 받아요 (분당)\n📩 문의는 DM으로!
#n_bot_hash 잼민이: 그리고 해시태그는 30개 꽉 채워서 다는 거 추천! #김밥 #분당맛집 #단체도시락 …
은채: 소개글 그대로 씀 고마워
동건: 해시태그 30개는 좀 ㅋㅋ 광고 계정 같음
#d_fest_p 정우: 아 그리고 율동공원 가을축제 10월 31일에 플리마켓 부스 모집하던데 거기서 김밥 팔아보자
#d_fest_a1 수빈: 오 콜 운동회 2주 뒤니까 딱이다
#d_fest_a2 하람: ㅇㅋ 부스비 얼마야?
정우: 2만원
#d_fest_a3 동건: 🙌
#t_fest 수빈: 부스 신청서는 내가 이번 주 안에 써서 낼게
"""),
("2026-09-30 13:10", r"""
동건: 점심시간에 잠깐
#t_box 동건: 회사가 을지로라 방산시장 바로 앞이잖아 도시락 박스랑 스티커 내가 금요일까지 사올게
은채: 오 박스는 크라프트 종이로! 스티커는 내가 파일 보내줄게
동건: ㅇㅋ 파일 주면 인쇄소 맡김
#n_logo_gim 동건: 아 그리고 김에 우리 로고 찍어서 말면 쩔 듯
#n_logo_gim_r 수빈: 그런 김이 어딨어 ㅋㅋ 있어도 150장 찍으면 김값보다 비쌈
동건: 세상에 없는 걸 만드는 게 창업이다
하람: 창업 아님 부업임
#nt_beef 동건: 운동회 대박나면 내가 다들 소고기 쏜다 🥩
정우: 녹음함
"""),
("2026-10-01 22:40", r"""
#n_machine 정우: 근데 김밥 마는 기계 중고로 80만원에 나온 거 봤는데 사면 어때
#n_machine_r 하람: 미쳤어? 한 번 주문에 80을 왜 써 ㅋㅋ
정우: 농담 반 진담 반이었음
수빈: 기계로 말면 맛 없어 손맛이지
은채: 스티커 파일 동건이한테 보냄 [사진]
동건: 받음 귀엽다
"""),
("2026-10-02 19:30", r"""
동건: 얘들아 미안
#t_box_hand 동건: 다음 주까지 부산 출장 잡혀서 오늘 오후에 방산시장 못 갔어 ㅠ 스티커도 인쇄소 못 맡김\n누가 대신 가줄 수 있는 사람?
#t_box_hand_ok >t_box_hand 은채: 내가 갈게 내일 토요일 오전에 박스랑 스티커 다 해결함
동건: 은채 천사 ㅠㅠ 돈은 내가 보낼게
#nt_offer 정우: 나도 내일 시간 되는데 같이 가줄까?
#nt_offer_no >nt_offer 은채: 괜찮아 혼자 가도 됨 차 대기 힘들어 거기
"""),
("2026-10-03 14:22", r"""
#t_box_done 은채: 방산시장 다녀옴! 크라프트 도시락 박스 200개랑 유부 트레이 50개 스티커 300장 [사진]
은채: 박스 4만원 스티커 1만2천원 영수증 하람이한테 보냄
하람: 확인 ㅇㅋ
수빈: 은채 최고
#nt_hc_done2 정우: 나도 오늘 아침에 동건이 없어서 혼자 내과 가서 보건증 검사함 ㅋ
하람: 굿굿 동건이는 출장 끝나고 받으면 되겠다
"""),
("2026-10-05 20:50", r"""
#d_pick_p 수빈: 나 생각한 거 있는데 운동회 끝나고 매주 토요일 아침에 동네 단톡에서 예약 받아서 '김밥 픽업데이' 하면 어때
수빈: 한 번에 30줄 정도만
#d_pick_a1 정우: ㄱㄱ 재밌겠다
#d_pick_a2 은채: 좋아 좋아
#d_pick_a3 하람: 수요가 있을진 모르겠지만 ㅇㅋ 해보자
#t_pickform 은채: 예약 구글폼은 내가 만들게 다음 주 중에
#t_biz 하람: 매주 팔 거면 영업신고 같은 거 필요한지 내가 구청에 알아볼게
#nt_bot_offer 코덱스: 원하시면 픽업데이 원가표 엑셀 양식도 만들어 드리겠습니다.
동건: 부산에서 보고 있음 나도 찬성 👍
"""),
("2026-10-06 19:12", r"""
수빈: 헐 얘들아 큰일
#kitchen_bad 수빈: 키친랩에서 문자 왔는데 냉장실이랑 화구 교체 공사 한다고 12일부터 18일까지 휴무래
수빈: 선금은 환불해준대
하람: 17일이 딱 그 안이네 ㅠ
정우: 다른 공유주방 찾아봐야 되나
동건: 잠깐만
동건: 우리 이모 분당에서 분식집 하잖아 '새벽분식'
동건: 장사는 11시부터라 새벽엔 비어있음
#t_aunt 동건: 오늘 밤에 이모한테 17일 새벽에 써도 되는지 물어볼게
"""),
("2026-10-07 08:45", r"""
#t_aunt_done 동건: 이모 ㅇㅋ 하심!! 새벽 4시부터 10시까지 쓰래 가스비 3만원만 달래
#d_aunt_p 수빈: 오 그럼 새벽분식으로 가자 분식집이면 김밥 장비 다 있잖아
#d_aunt_a1 하람: 3만원이면 땡큐지 키친랩보다 싸다
#d_aunt_a2 정우: ㄱㄱ
#d_aunt_a3 은채: 👍
수빈: 동건 이모님 선물 하나 챙겨가자
동건: 이모 김밥 두 줄이면 됨 ㅋㅋ
#nt_refund 정우: 키친랩 선금 만원 환불 방금 들어왔대 수빈이 계좌로
수빈: ㅇㅇ 들어옴
"""),
("2026-10-08 21:18", r"""
#d_split_p 하람: 정산 방식 미리 정하자 매출에서 재료비 주방비 포장비 빼고 남은 돈의 10%는 말이랑 통장에 남기고 나머지 5등분
#d_split_a1 수빈: 좋아 통장 있으면 다음 주문 재료 미리 살 수 있겠다
#d_split_a2 동건: ㅇㅋ 이의 없음
#d_split_a3 은채: 통장 이름 말이랑으로 해줘 ㅋㅋ
하람: 모임통장 하나 팠어 ㅎ
#n_sesame 은채: 유부초밥 위에 깨 뿌려 말아?
#n_sesame_r >n_sesame 수빈: 당일에 보고 정하자 깨 있으면 뿌리고
정우: 깨는 무조건 뿌려야지
"""),
("2026-10-10 15:40", r"""
#t_icebox 정우: 아이스박스는 누나가 캠핑용 큰 거 두 개 있어서 16일까지 빌려올게
#t_shop 정우: 장보기도 내가 16일 금요일 퇴근하고 코스트코 갈게 코덱스 목록대로
수빈: 김이랑 단무지는 시장이 나아 코스트코엔 김밥용 김이 애매함
정우: ㅇㅋ 김 단무지는 시장 들렀다 감
#n_apron 은채: 우리 앞치마 맞출까? 말이랑 로고 박아서
#n_apron_r 하람: 한 벌 만오천원이던데 아직은 돈 아까움
은채: 치 ㅋㅋ 그럼 나중에
#n_bot_rice 코덱스: 참고로 밥을 전날 지어 두면 당일 시간이 1시간가량 줄어듭니다.
#n_bot_rice_r 수빈: 김밥 밥은 전날 지으면 안 돼 쉬어 ㅋㅋ
동건: 부산 돼지국밥 너무 맛있다 [사진]
은채: 일하러 간 거 맞냐
동건: 일도 함 (조금)
하람: 부럽다 ㅠ 나도 돼지국밥
동건: 사진으로 먹어
"""),
("2026-10-12 20:30", r"""
#deliv_why 하람: 학부모회 총무님 연락 왔는데 계주가 점심 뒤로 가서 애들 밥을 일찍 먹인대
#d_deliv2_p 수빈: 📌 운동회 배달: 17일(토) 10시 반까지 체육관 뒷문 주차장으로
#d_deliv2_a1 정우: 넵 그럼 10시에 새벽분식에서 출발하면 됨
#d_deliv2_a2 하람: 총무님한테 그렇게 전달함
#fest_bad 수빈: 그리고 축제 쪽도 답 왔는데… 음식 파는 부스는 영업신고증 있는 업체만 받는대
#d_fest_drop_p 하람: 그럼 축제는 접자 우리 신고증 없잖아
#d_fest_drop_a1 정우: ㅇㅇ 어쩔 수 없지
#d_fest_drop_a2 동건: ㅠㅠ 아쉽
#t_fest_drop 수빈: 쓰던 신청서는 그냥 버릴게
"""),
("2026-10-13 22:10", r"""
#n_quit 동건: 이참에 회사 때려치우고 김밥 프랜차이즈 차린다
은채: 먼저 보건증부터 받아 ㅋㅋㅋ
#nt_hc_dg 동건: 출장 끝나서 오늘 보건소 검사 받았어 ㅋ 금요일에 나옴
하람: 아슬아슬하네
"""),
("2026-10-14 21:45", r"""
하람: 구청 영업신고 전화로 대충 물어봤는데
#biz_info 하람: 매주 정기적으로 팔면 즉석판매제조가공업 신고 대상이고 위생교육에 시설 기준까지 있대
#d_pick_drop_p 수빈: 그럼 픽업데이는 하지 말자 그거 다 갖추려면 일이 너무 커짐
#d_pick_drop_a1 은채: ㅇㅇ 동의
#d_pick_drop_a2 정우: 아쉽지만 ㅇㅋ
#t_pickform_drop 은채: 반쯤 만든 폼 지울게
#n_bot_kit 잼민이: 그럼 밀키트처럼 재료만 포장해서 파는 건 어때?? 🥕🍳
은채: …
동건: 잼민이 눈치 ㅋㅋ
#t_biz_re 하람: 그래도 나중에 제대로 할 수도 있으니까 신고 절차는 내가 서류까지 알아볼게
"""),
("2026-10-16 20:05", r"""
#t_shop_done 정우: 장보기 완료!! 코스트코랑 모란시장 다 돌았다 [사진]
정우: 재료비 26만 8천원 영수증 올림
#t_icebox_done 정우: 아이스박스 두 개도 누나네서 받아옴 트렁크 꽉 참
하람: 코덱스 예상이랑 거의 똑같네
하람: @코덱스 김밥 말고 나서 상온에 몇 시간까지 괜찮아?
코덱스: 가을 실온 기준 만든 뒤 4~5시간 안에 먹는 것을 권장합니다. 이동 중에는 아이스박스 보관이 안전합니다.
수빈: 4시에 말기 시작하니까 점심까지 딱 맞네
#nt_rice_offer 정우: 밥솥 부족하면 내가 하나 더 사올까?
#nt_rice_offer_r >nt_rice_offer 동건: 이모네 업소용 밥솥 있어 ㄴㄴ
#nt_instr_4am 수빈: 내일 다들 4시까지 새벽분식 집합! 머리망이랑 위생장갑은 내가 챙김 앞치마는 각자
은채: 알람 세 개 맞춤
#hc_dg_out 동건: 보건증 오늘 나옴 ㅋㅋ 합법 인간 됨
"""),
("2026-10-17 04:12", r"""
정우: 도착
수빈: 밥 안치는 중
은채: 졸려 죽겠다 ㅋㅋㅋ
동건: 이모가 커피 타주심 [사진]
하람: 나 10분 늦어 미안
수빈: 계란 지단 다 부쳤다
은채: 유부 50개 완료
정우: 김밥 손목 나갈 듯
수빈: 정우 옆구리 터진 거 3개째다
정우: 그건 애교로 봐줘
하람: 도착! 뭐부터 해?
수빈: 단무지 물기 짜
"""),
("2026-10-17 10:21", r"""
정우: 체육관 뒷문 도착 전달 완료!!
하람: 총무님이 너무 예쁘다고 사진 찍으심 [사진]
수빈: 다들 고생했다 ㅠㅠ
동건: 나 김밥 꼬다리 20개 먹음
"""),
("2026-10-17 20:40", r"""
하람: 총무님이 애들이 유부초밥 엄청 잘 먹었대 다음 달 바자회 때 또 연락 준대
은채: 헐 대박
#t_settle 하람: 정산은 월요일까지 내가 해서 각자 입금할게
#t_review 은채: 오늘 찍은 사진 골라서 내일 인스타에 후기 올릴게
#nt_wish 동건: 언젠가 진짜 우리 가게 하나 내고 싶다
수빈: 꿈은 크게
#nt_vlog 은채: 다음엔 김밥 마는 거 브이로그로 찍어보고 싶다
정우: 손만 나오게 찍어 ㅋㅋ
"""),
("2026-10-18 13:15", r"""
#t_review_done 은채: 인스타 후기 올렸어 [사진]
은채: 학부모 계정 세 개가 벌써 팔로우함
수빈: 댓글에 주문 문의도 하나 있다 ㅋㅋ
"""),
("2026-10-19 21:02", r"""
#t_settle_done 하람: 정산 끝!\n매출 70만원 (김밥 150×4천 + 유부 100×천)\n재료 26만8천 / 가스비 3만 / 박스·스티커 5만2천\n남은 돈 35만원 → 통장 3만5천, 1인 6만3천원\n방금 다 보냈어
정우: 입금 확인 ㅋㅋ 첫 월급
동건: 소고기는… 다음에
은채: 녹음 있음
"""),
("2026-10-21 19:40", r"""
#work_ask 동건: 우리 회사 팀 워크숍 11월 둘째 주에 하는데 김밥 40줄 되냐고 팀장님이 물어봄
#t_workshop 수빈: 오 그건 내가 메뉴 짜서 팀장님한테 보낼 답장 만들어볼게
하람: 40줄이면 새벽분식 말고 수빈이네서도 가능
#nt_learn 정우: 다음엔 나도 언젠가 마는 거 배워볼게 맨날 배달만 함
수빈: 가르쳐줌 ㅋㅋ
"""),
("2026-10-23 22:30", r"""
은채: 인스타 팔로워 58명 됨
동건: 우리 인플루언서냐
#t_biz_re2 하람: 영업신고 서류는 다음 주에 구청 가서 직접 물어볼게 이번 주 너무 바빴음
수빈: ㄱㄱ 천천히
"""),
("2026-10-25 17:20", r"""
동건: 팀장님이 워크숍 김밥 답 언제 오냐고 물어봄 ㅋㅋ
#t_workshop_re 수빈: 아 미안 이번 주 안에 꼭 보낼게 메뉴 고민 중
정우: 이모님한테 김밥 갖다 드림? 
동건: ㅇㅇ 어제 드렸더니 김밥 장사하는 사람한테 김밥 준다고 웃으심 ㅋㅋ
"""),
]

DECISIONS = [
    dict(id='d1', text='운동회 김밥은 수빈이네 집 주방에서 만들기',
         stated=['d_home_p', 'd_home_a1', 'd_home_a2'],
         agreed_by=['수빈', '은채', '정우'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_lab_p', 'd_lab_ag']),
    dict(id='d2', text='정자동 공유주방 키친랩에서 17일 새벽 5~9시 (새벽 할인 4시간 5만원)',
         stated=['d_lab_p', 'd_lab_r2', 'd_lab_ag', 'd_lab_a1', 'd_lab_a2', 'd_lab_book'],
         agreed_by=['수빈', '하람', '은채', '동건', '정우'], objected_by=['하람'],
         status='superseded', superseded_by='d3', changed_at=['d_aunt_p', 'd_aunt_a1']),
    dict(id='d3', text='동건 이모의 분식집 새벽분식에서 17일 새벽 4~10시, 가스비 3만원',
         stated=['t_aunt_done', 'd_aunt_p', 'd_aunt_a1', 'd_aunt_a2', 'd_aunt_a3'],
         agreed_by=['수빈', '하람', '정우', '은채', '동건'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='운동회 김밥 배달: 11시까지 정자초 정문',
         stated=['d_deliv_p', 'd_deliv_a1'],
         agreed_by=['하람', '수빈'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_deliv2_p', 'd_deliv2_a1']),
    dict(id='d5', text='운동회 배달: 17일 10시 반까지 체육관 뒷문 주차장 (10시 새벽분식 출발)',
         stated=['d_deliv2_p', 'd_deliv2_a1', 'd_deliv2_a2'],
         agreed_by=['수빈', '정우', '하람'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='단체 주문가: 김밥 1줄 4천원, 유부초밥 1개 천원',
         stated=['d_price_p', 'd_price_r', 'd_price_dg', 'd_price_a1', 't_quote_done'],
         agreed_by=['하람', '동건', '정우'], objected_by=['동건'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='다섯 명 모두 보건증 받기 (토요일 되는 내과 포함)',
         stated=['d_hc_p', 'd_hc_r', 'd_hc_ag', 'd_hc_a1', 'd_hc_a2'],
         agreed_by=['하람', '정우', '동건', '수빈'], objected_by=['정우'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='메뉴: 기본김밥 100줄 + 참치김밥 50줄 + 유부초밥 100개 (시판 조미유부)',
         stated=['d_menu_p', 'd_menu_r', 'd_menu_ag', 'd_menu_a1'],
         agreed_by=['수빈', '은채', '하람'], objected_by=['은채'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='모임/계정 이름은 말이랑',
         stated=['d_name_p', 'd_name_a1', 'd_name_a2', 'd_name_a3'],
         agreed_by=['은채', '수빈', '정우', '하람'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='정산: 매출에서 재료·주방·포장비 빼고 10%는 말이랑 통장, 나머지 5등분',
         stated=['d_split_p', 'd_split_a1', 'd_split_a2', 'd_split_a3'],
         agreed_by=['하람', '수빈', '동건', '은채'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='율동공원 가을축제(10/31) 플리마켓 부스에서 김밥 팔기',
         stated=['d_fest_p', 'd_fest_a1', 'd_fest_a2', 'd_fest_a3'],
         agreed_by=['정우', '수빈', '하람', '동건'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_fest_drop_p', 'd_fest_drop_a1', 'd_fest_drop_a2']),
    dict(id='d12', text='운동회 후 매주 토요일 동네 예약제 김밥 픽업데이 (30줄)',
         stated=['d_pick_p', 'd_pick_a1', 'd_pick_a2', 'd_pick_a3'],
         agreed_by=['수빈', '정우', '은채', '하람'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_pick_drop_p', 'd_pick_drop_a1', 'd_pick_drop_a2']),
]

NON_DECISIONS = [
    (['n_relay'], 'joke'),                                  # 학부모 계주 나가서 김밥값 두 배
    (['n_rain', 'n_rain_r'], 'hypothetical'),               # 비 와서 취소되면
    (['n_bot_hash'], 'bot suggestion ignored'),             # 잼민이: 해시태그 30개
    (['n_logo_gim', 'n_logo_gim_r'], 'proposal not taken up'),  # 로고 찍힌 김
    (['n_machine', 'n_machine_r'], 'proposal not taken up'),    # 김밥 기계 80만원
    (['n_sesame', 'n_sesame_r'], 'question'),               # 깨 뿌려? → 당일에
    (['n_apron', 'n_apron_r'], 'proposal not taken up'),    # 앞치마 맞추기 → 돈 아까움
    (['n_bot_rice', 'n_bot_rice_r'], 'bot suggestion ignored'),  # 코덱스: 밥 전날 짓기
    (['n_quit'], 'joke'),                                   # 회사 때려치우고 프랜차이즈
    (['n_bot_kit'], 'bot suggestion ignored'),              # 잼민이: 밀키트
]

TODOS = [
    dict(id='t1', owner='수빈', task='키친랩 공유주방에 가격과 17일 새벽 가능 여부 전화 문의',
         taken=['t_kitchen'], due='2026-09-25', status='done', closed_by=['t_kitchen_done'], handed_to=None),
    dict(id='t2', owner='하람', task='견적서 만들어 학부모회 총무에게 보내기',
         taken=['t_quote'], due='2026-09-22', status='done', closed_by=['t_quote_done'], handed_to=None),
    dict(id='t3', owner='은채', task='인스타 계정 만들고 로고 올리기',
         taken=['t_insta'], due='2026-09-27', status='done', closed_by=['t_insta_done'], handed_to=None),
    dict(id='t4', owner='코덱스', task='150줄+유부 100개 기준 재료 수량 계산',
         taken=['t_calc'], due='', status='done', closed_by=['t_calc_done'], handed_to=None),
    dict(id='t5', owner='잼민이', task='인스타 소개글 세 줄 써주기',
         taken=['t_bot_bio'], due='', status='done', closed_by=['t_bot_bio_done'], handed_to=None),
    dict(id='t6', owner='수빈', task='율동공원 축제 플리마켓 부스 신청서 내기',
         taken=['t_fest'], due='2026-10-04', status='dropped',
         closed_by=['d_fest_drop_p', 't_fest_drop'], handed_to=None),
    dict(id='t7', owner='동건', task='방산시장에서 도시락 박스 사고 스티커 인쇄 맡기기',
         taken=['t_box', 't_box_hand_ok'], due='2026-10-02', status='done',
         closed_by=['t_box_done'], handed_to='은채'),
    dict(id='t8', owner='은채', task='픽업데이 예약 구글폼 만들기',
         taken=['t_pickform'], due='', status='dropped',
         closed_by=['d_pick_drop_p', 't_pickform_drop'], handed_to=None),
    dict(id='t9', owner='하람', task='영업신고 필요 여부와 절차를 구청에 알아보기',
         taken=['t_biz', 't_biz_re', 't_biz_re2'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t10', owner='동건', task='이모에게 17일 새벽 분식집 주방 써도 되는지 묻기',
         taken=['t_aunt'], due='2026-10-06', status='done', closed_by=['t_aunt_done'], handed_to=None),
    dict(id='t11', owner='정우', task='누나에게 캠핑용 아이스박스 두 개 빌려오기',
         taken=['t_icebox'], due='2026-10-16', status='done', closed_by=['t_icebox_done'], handed_to=None),
    dict(id='t12', owner='정우', task='16일 퇴근 후 장보기 (코스트코, 김·단무지는 시장)',
         taken=['t_shop'], due='2026-10-16', status='done', closed_by=['t_shop_done'], handed_to=None),
    dict(id='t13', owner='하람', task='운동회 정산해서 각자 입금',
         taken=['t_settle'], due='2026-10-19', status='done', closed_by=['t_settle_done'], handed_to=None),
    dict(id='t14', owner='은채', task='운동회 후기 사진 인스타에 올리기',
         taken=['t_review'], due='2026-10-18', status='done', closed_by=['t_review_done'], handed_to=None),
    dict(id='t15', owner='수빈', task='동건 회사 워크숍 40줄 문의에 메뉴 짜서 답장 보내기',
         taken=['t_workshop', 't_workshop_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_quote_other', 'nt_quote_other_r'], 'already done by someone else'),  # 견적서 → 하람이 이미
    (['nt_ham'], 'banter promise'),                 # 1등 반 햄 두 배
    (['nt_hc_instr'], 'instruction to others'),     # 다음 주 안에 보건증 받고 사진
    (['nt_hc_done'], 'already done'),               # 수빈 보건소 다녀옴
    (['nt_beef'], 'banter promise'),                # 대박나면 소고기
    (['nt_offer', 'nt_offer_no'], 'offer declined'),  # 방산시장 같이 가줄까 → 괜찮아
    (['nt_bot_offer'], 'bot offer not taken up'),   # 코덱스 원가표 엑셀
    (['nt_refund'], 'already done'),                # 키친랩 선금 환불 들어옴
    (['nt_instr_4am'], 'instruction to others'),    # 4시까지 집합, 앞치마 각자
    (['nt_wish'], 'vague wish'),                    # 언젠가 가게
    (['nt_vlog'], 'vague wish'),                    # 브이로그 찍고 싶다
    (['nt_learn'], 'vague promise'),                # 언젠가 마는 거 배워볼게
]

QUESTIONS = [
    # ---- changed
    ('운동회 김밥 결국 어디 주방에서 만들었어?',
     ['t_aunt_done', 'd_aunt_p', 'd_aunt_a1'],
     '동건 이모의 분식집 새벽분식 (새벽 4~10시, 가스비 3만원)', 'changed'),
    ('제일 처음엔 어디서 김밥 말기로 했었지?',
     ['d_home_p', 'd_home_a1'], '수빈이네 집 주방', 'changed'),
    ('키친랩으로 가려다 왜 못 갔어?',
     ['kitchen_bad', 'd_aunt_p'],
     '키친랩이 12~18일 냉장실·화구 교체 공사로 휴무라서 새벽분식으로 옮김', 'changed'),
    ('집 부엌에서 하려던 계획은 왜 접었어?',
     ['home_small', 'd_lab_p'],
     '수빈이네 조리대가 1미터도 안 돼 다섯이 150줄을 말 수 없어서 공유주방(키친랩)으로 감', 'changed'),
    ('학교에는 지금 몇 시까지 어디로 가져다줘야 돼?',
     ['d_deliv2_p', 'd_deliv2_a2'], '17일 10시 반까지 체육관 뒷문 주차장', 'changed'),
    ('처음에 학부모회가 말한 배달 시간과 장소는?',
     ['d_deliv_p'], '11시까지 학교 정문', 'changed'),
    ('율동공원 축제에서 김밥 파는 건 어떻게 됐어?',
     ['d_fest_p', 'fest_bad', 'd_fest_drop_p', 'd_fest_drop_a1'],
     '접었음. 음식 부스는 영업신고증 있는 업체만 받아서 안 나가기로 함', 'changed'),
    ('토요일마다 동네에 김밥 파는 거 하기로 했던 거 아직 해?',
     ['d_pick_p', 'biz_info', 'd_pick_drop_p', 'd_pick_drop_a1'],
     '안 함. 매주 팔면 즉석판매제조가공업 신고 대상이라 일이 커져서 하지 않기로 함', 'changed'),
    # ---- owner
    ('방산시장에서 포장 박스 사온 사람 누구야?',
     ['t_box', 't_box_hand', 't_box_hand_ok', 't_box_done'],
     '은채 (동건이 맡았다가 부산 출장 때문에 은채에게 넘김)', 'owner'),
    ('재료 양 계산해준 건 누구였어?',
     ['t_calc_q', 't_calc_done'], '코덱스(봇)', 'owner'),
    ('인스타 프로필 문구 누가 썼어?',
     ['t_bot_bio_q', 't_bot_bio_done'], '잼민이(봇)가 써줬고 은채가 그대로 씀', 'owner'),
    ('새벽분식 쓸 수 있는지 알아본 건 누구?',
     ['t_aunt', 't_aunt_done'], '동건 (이모에게 물어봄)', 'owner'),
    ('회사 워크숍 문의 답장은 누가 하기로 했어?',
     ['work_ask', 't_workshop'], '수빈', 'owner'),
    # ---- status
    ('하람이 정산해서 돈 보냈어?',
     ['t_settle', 't_settle_done'], '응, 19일에 정산해서 1인 6만3천원씩 보냄', 'status'),
    ('영업신고 알아보는 건 끝났어?',
     ['t_biz', 't_biz_re', 't_biz_re2'],
     '아직. 하람이 전화로 대충 물어봤고 다음 주에 구청 가서 직접 묻겠다고 함', 'status'),
    ('워크숍 김밥 견적 답장 보냈어?',
     ['t_workshop', 't_workshop_re'], '아직. 수빈이 이번 주 안에 보내겠다고만 함', 'status'),
    ('축제 부스 신청서 냈어?',
     ['t_fest', 't_fest_drop'], '안 냄. 축제 참가가 취소돼서 쓰던 걸 버림', 'status'),
    ('픽업데이 예약폼 완성됐어?',
     ['t_pickform', 't_pickform_drop'], '아니, 반쯤 만들다 픽업데이가 취소돼서 지움', 'status'),
    ('아이스박스 구했어?',
     ['t_icebox', 't_icebox_done'], '응, 정우가 누나네서 두 개 받아옴', 'status'),
    # ---- single
    ('인스타 계정 아이디가 뭐였지?',
     ['t_insta_done'], '@malirang_gimbap', 'single'),
    ('코덱스가 예상한 재료비는 얼마였어?',
     ['t_calc_done'], '약 27만원', 'single'),
    ('보건증 토요일에 받을 수 있는 병원 어디라고 했어?',
     ['d_hc_r'], '연세내과, 2만원', 'single'),
    ('박스랑 스티커 몇 개 샀어?',
     ['t_box_done'], '도시락 박스 200개, 유부 트레이 50개, 스티커 300장', 'single'),
    ('장보기 실제로 얼마 들었어?',
     ['t_shop_done'], '26만 8천원', 'single'),
    ('단체 주문 유부초밥은 하나에 얼마 받기로 했어?',
     ['d_price_p'], '천원', 'single'),
    # ---- temporal
    ('운동회는 며칠이야?',
     ['size'], '10월 17일 토요일', 'temporal'),
    ('당일 몇 시까지 분식집에 모이기로 했어?',
     ['nt_instr_4am'], '새벽 4시', 'temporal'),
    ('학부모회가 견적 수락한 게 언제야?',
     ['quote_ok'], '9월 23일 저녁 (견적서는 22일에 보냄)', 'temporal'),
    ('동건 보건증은 언제 나왔어?',
     ['nt_hc_dg', 'hc_dg_out'], '10월 16일 금요일 (13일에 검사)', 'temporal'),
    # ---- multi
    ('운동회 주문으로 얼마 벌었고 한 사람당 얼마 받았어?',
     ['t_settle_done', 'd_split_p'],
     '매출 70만원, 비용 빼고 35만원 남아 10%(3만5천)는 통장, 1인 6만3천원', 'multi'),
    ('주방 빌리는 데 든 돈이 처음 견적이랑 실제로 얼마 차이 났어?',
     ['t_kitchen_done', 'd_lab_r2', 't_aunt_done'],
     '키친랩은 6만원(할인 5만원)이었고 실제로는 새벽분식 가스비 3만원', 'multi'),
    ('유부초밥 넣는 거 반대한 사람 있었어? 어떻게 정리됐어?',
     ['d_menu_obj', 'd_menu_r', 'd_menu_ag'],
     '은채가 손이 많이 간다고 했지만 시판 조미유부를 쓰면 된다는 말에 동의하고 유부 담당을 맡음', 'multi'),
    ('정우는 보건증 어떻게 받았어?',
     ['d_hc_obj', 'd_hc_r', 'd_hc_ag', 'nt_hc_done2'],
     '평일엔 못 빠져서 토요일 여는 내과로 하기로 했고 10월 3일 토요일 아침 혼자 검사받음', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20260921)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
