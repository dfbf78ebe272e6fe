#!/usr/bin/env python3
"""Korean parents' 공동육아 품앗이 chat in one apartment complex in 수원 (매탄 푸른숲마을 3단지):
weekday-afternoon and Saturday childcare rotation, a shared space, snack money, a first-aid kit,
the 연말 가족 송년회 and a field trip. 2015-12-02 .. 2016-01-05, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '하율맘': (5829301746, False),    # 수진; started the group, 총무 (snack money), 105동
    '도윤아빠': (6471092835, False),  # 태윤; runs a 반찬가게, off on Fridays; jokes
    '서아맘': (7013558420, False),    # 간호사, 3교대; the first-aid kit; brisk
    '지안아빠': (5590417263, False),  # 재택 개발자; sheets, numbers, lowercase
    '루아맘': (6836120954, False),    # 육아휴직 중, baby 루하 (10개월); emoji, ㅠㅠ
    '시우맘': (7245086319, False),    # 직장맘 (회계), late on weekdays; polite, short
    '잼민이': (7820564193, True),     # bot: casual, emoji
    '코덱스': (7391286054, True),     # bot: terse, lists
    '클로디': (7469031582, True),     # bot: warm, polite
}

SESSIONS = [
("2015-12-02 21:40", r"""
하율맘: 다들 초대 완료됐나요~? 놀이터 모임 멤버 여섯 집 다 들어오신 거 맞죠
도윤아빠: 넵 도윤아빠 입장합니다 🙋‍♂️
서아맘: 서아맘이에요 반가워요
지안아빠: ㅎㅇ 지안아빠입니다
루아맘: 안녕하세요오 루아맘이에요 ㅎㅎ 루하 재우고 이제 폰 봐요 ㅠ
시우맘: 시우맘입니다. 퇴근하고 이제 들어왔어요
하율맘: 봇도 세 개 넣어놨어요 표 정리나 계산 시키려고 ㅋㅋ
#bot_hi 잼민이: 안뇽 👋 잼민이야! 애들 간식 메뉴 고민되면 불러줘 🍪
코덱스: 코덱스입니다. 일정·표 정리 필요하면 호출하세요.
클로디: 안녕하세요, 클로디예요. 육아 품앗이 응원할게요 😊
도윤아빠: 봇이 셋이나 ㅋㅋㅋ 우리보다 부지런하겠네
하율맘: ㅋㅋ 암튼 본론이요
하율맘: 놀이터에서 얘기 나왔던 거 정식으로 해보자구요. 평일 하원하고 3시반부터 6시반까지 한 집씩 돌아가면서 애들 여섯 명 보기!
#d_room_p 하율맘: 장소는 관리사무소 커뮤니티룸 어떨까요? 평일 오후엔 거의 비어 있고 입주민은 무료래요
#d_room_a1 서아맘: 좋아요 집보다 넓고 치우기도 편하고
#d_room_a2 루아맘: 찬성이요!! 우리집은 루하 때문에 난장판이라 ㅋㅋ
#d_room_a3 지안아빠: ㅇㅋ 커뮤니티룸이면 층간소음 걱정도 없고
#d_room_ok 하율맘: 그럼 일단 커뮤니티룸으로 가요~
#t_room 하율맘: 관리사무소엔 제가 내일 오전에 가서 평일 오후 사용 신청할게요
도윤아빠: 역시 추진력 ㅋㅋ
시우맘: 감사해요. 저는 평일이 어려워서 토요일에 뭐라도 할게요
"""),
("2015-12-03 11:20", r"""
#t_room_done 하율맘: 관리사무소 다녀왔어요! 월~금 3시~7시 커뮤니티룸 우리 이름으로 잡아줬어요 12월 한 달
루아맘: 와 빠르다 👏
하율맘: 열쇠는 관리사무소에서 당번이 받아가고 끝나면 반납이래요
서아맘: 오케이
"""),
("2015-12-03 21:15", r"""
하율맘: 요일 당번 정해야 되는데요
#d_rot_p 하율맘: 제 생각엔 월 저, 화 지안아빠(재택이시니까), 수 루아맘, 목 서아맘, 금 도윤아빠 어때요? 도윤아빠네 가게 금요일 쉬시잖아요
#d_rot_a1 지안아빠: 화요일 ㄱㄴ 오후에 회의만 안 잡으면 됨
#d_rot_a2 도윤아빠: 금요일 콜입니다 가게 쉬는 날 애들이랑 놀아야죠 뭐 ㅋㅋ
서아맘: 저 근무표 보니까 목요일은 이번 달 다 오프로 바꿀 수 있어요
#d_rot_a3 서아맘: 목요일 할게요
#d_rot_a4 루아맘: 수요일 좋아요~ 루하도 같이 데리고 가도 되죠? ㅎㅎ
하율맘: 당연하죠 ㅋㅋ
#d_rot_ok 하율맘: 그럼 이렇게 확정!
#t_bot_table_q 하율맘: @코덱스 방금 정한 요일 당번 표로 정리해줘. 시간은 3시반~6시반, 장소 커뮤니티룸
#t_bot_table 코덱스: 정리하겠습니다.
#t_bot_table_done 코덱스: 평일 돌봄 당번 (15:30~18:30, 관리사무소 커뮤니티룸)\n- 월: 하율맘\n- 화: 지안아빠\n- 수: 루아맘\n- 목: 서아맘\n- 금: 도윤아빠\n열쇠: 당번이 관리사무소에서 수령·반납
시우맘: 깔끔하네요
#n_bot_note 코덱스: 참고: 당번이 빠지는 날을 대비해 대타 순번도 정해두는 것을 권장합니다.
>n_bot_note 도윤아빠: 대타는 그때그때 톡으로 하죠 뭐
하율맘: ㅇㅇ 그게 편할 듯
"""),
("2015-12-04 13:05", r"""
지안아빠: 간식은 어떻게 함
#d_snack_p 하율맘: 간식비는 한 집당 한 달에 2만원씩 모아서 제가 장보는 거 어때요? 과일이랑 떡뻥 요구르트 이런 거
#d_snack_obj >d_snack_p 지안아빠: 2만원은 좀 많지 않나요 애들 간식 그렇게 안 먹을 거 같은데 만원이면 될 듯
도윤아빠: 애들 먹는 거 무시하면 안 됨 ㅋㅋ 도윤이 혼자 바나나 세 개 먹어요
#d_snack_r 하율맘: 여섯 명이 주 5일이면 생각보다 금방 나가요ㅠ 영수증 사진은 매번 여기 올릴게요 남으면 송년회 때 쓰고요
#d_snack_jy >d_snack_r 지안아빠: 아 영수증 올려주시면 뭐 ㅇㅋ 2만원 가시죠
#d_snack_a1 서아맘: 2만원 좋아요
#d_snack_a2 시우맘: 네 괜찮습니다
#t_snack 하율맘: 그럼 다음 주 월요일까지 저한테 보내주세요~ 카뱅 3333-27-4815093 (이수진)
루아맘: 넵넵
#nt_snack_paid 루아맘: 저 방금 보냈어요 ㅎㅎ
"""),
("2015-12-04 22:30", r"""
#t_kit 서아맘: 아 그리고 구급상자 하나 있어야 할 것 같아요. 제가 병원 다니니까 체온계 해열제 밴드 이런 거 챙겨서 상자 하나 꾸려올게요 다음 주 안으로
하율맘: 오 간호사 선생님 최고 ㅠㅠ
루아맘: 든든해요
#nt_kit_money 도윤아빠: 돈 드는 건 간식비에서 빼요
#n_bot_kit 클로디: 좋은 생각이에요! 해열제는 아이별 체중에 맞는 용량표를 함께 넣어두시면 더 안전할 것 같아요.
서아맘: 그건 원래 넣으려고 했어요 ㅎㅎ
#nt_bot_kit 클로디: 필요하시면 아이들 알레르기 정보를 모아 정리해 드릴 수도 있어요.
>nt_bot_kit 지안아빠: 알레르기는 서아맘이 이미 물어보셨지 않나
#allergy 서아맘: 네 놀이터에서 다 들었어요 지안이 땅콩만 조심
"""),
("2015-12-05 10:40", r"""
#d_sat_p 시우맘: 토요일 얘기인데요, 평일을 못 하는 대신 토요일 오전에 제가 격주로 볼게요. 10시부터 1시까지요
#d_sat_p2 지안아빠: 저도 토요일 격주 할게요 시우맘이랑 번갈아서
#d_sat_a1 하율맘: 와 그럼 토요일도 해결이네요 ㅠㅠ 감사해요
#d_sat_a2 루아맘: 토요일 오전 완전 소중해요 👍👍
#d_sat_ok 시우맘: 그럼 이번 주는 제가 하고 다음 주 지안아빠요
#banchan_line 도윤아빠: 토요일은 저희 가게 제일 바쁜 날이라 ㅠ 대신 반찬 협찬하겠습니다
#nt_banchan >banchan_line 하율맘: 그 말 캡처했어요 ㅋㅋㅋ
도윤아빠: 아 ㅋㅋㅋ 진짜 가져갈 거예요 진짜로
"""),
("2015-12-05 13:30", r"""
시우맘: [사진]
시우맘: 첫 토요일 끝! 애들 블록으로 성 만들었어요
루아맘: 귀여워 ㅠㅠㅠ
서아맘: 서아 저거 자기가 공주라고 우겼겠네요
시우맘: 정확합니다 ㅋㅋ
"""),
("2015-12-07 18:50", r"""
하율맘: 커뮤니티룸 첫날 무사히 끝!
하율맘: [사진]
하율맘: 애들 간식 귤 한 박스 거의 다 먹음 ㅋㅋ
지안아빠: 귤 한 박스 ㅋㅋㅋ 2만원 인정합니다
하율맘: 간식비 다섯 집 들어왔고 도윤아빠만 남았어요~
도윤아빠: 헉 지금 보냄
#t_snack_done 하율맘: 여섯 집 다 들어왔어요 감사합니다!
하율맘: [사진]
하율맘: 이마트 영수증 48,300원 귤 요구르트 떡뻥
"""),
("2015-12-08 20:10", r"""
#t_sheet 지안아빠: 돌봄 일지 구글시트로 하나 만들게요 누가 언제 봤는지 애들 특이사항 적게 ㅇㅇ 오늘 밤에 올림
루아맘: 오 좋아요 루아 낮잠 여부 이런 것도 적으면 좋겠다
지안아빠: 칸 만들어둘게요
+2h #t_sheet_done 지안아빠: 시트 링크 공지에 올렸음 날짜별 탭 있고 특이사항 칸 있어요
하율맘: 오오 역시 개발자
#nt_sheet_more 지안아빠: 나중에 시간 되면 자동으로 월별 통계도 나오게 해볼까 싶음
도윤아빠: 통계까지 ㅋㅋㅋ 뭘 세는데
지안아빠: 도윤이 바나나 개수
"""),
("2015-12-09 19:20", r"""
하율맘: 여러분 관리사무소에서 연락 왔는데요 ㅠㅠ
#room_news 하율맘: 커뮤니티룸 바닥 난방 공사를 14일부터 23일까지 한대요. 그 기간엔 아예 못 쓴대요
서아맘: 헐 갑자기요?
하율맘: 동파 때문에 겨울 전에 해야 한대요
루아맘: 아이고 ㅠ
#d_home_p 하율맘: 그럼 그 동안은 당번 집에서 돌아가면서 보는 건 어때요? 요일 당번 그대로 하고 장소만 당번네 집
#d_home_a1 지안아빠: ㅇㅋ 저희 집 화요일 오세요
#d_home_a2 서아맘: 저도 좋아요 목요일은 저희 집
#d_home_rm 루아맘: 저희 집 좀 어지러워도 괜찮으면 ㅎㅎ 수요일 와요
#d_home_a3 도윤아빠: 금요일 우리집 콜
#d_home_ok 하율맘: 그럼 14일부터 당번네 집으로!
#n_bot_home 클로디: 집에서 돌보실 때는 콘센트 안전커버랑 베란다 문 잠금을 미리 확인해 주세요.
도윤아빠: 네 ㅋㅋ 우리집은 이미 다 막혀있음 도윤이가 다 뽑아서
"""),
("2015-12-10 21:00", r"""
#n_year_q 루아맘: 그나저나 연말인데 우리 가족들끼리 송년회 한번 해요??
도윤아빠: 오 좋아요 애들 데리고 다 같이
#d_party_p 하율맘: 26일 토요일 저녁 5시 어때요? 커뮤니티룸 공사 23일에 끝나니까 거기서 하면 딱일 듯
#d_party_a1 서아맘: 26일 저 오프예요! 좋아요
#d_party_a2 지안아빠: ㄱㄱ
#d_party_a3 시우맘: 토요일 저녁 좋습니다
#d_party_a4 루아맘: 완전 좋아요 🎄
#d_party_ok 하율맘: 그럼 26일 토 5시 커뮤니티룸으로 잡을게요
#t_party_room 루아맘: 커뮤니티룸 예약은 제가 할게요! 이번 주 금요일까지 관리사무소 들를게요
하율맘: 감사해요 루아맘~
#d_santa_p 도윤아빠: 송년회 때 제가 산타 분장하고 선물 나눠주면 어때요 ㅋㅋ 애들 난리 날 듯
#d_santa_a1 하율맘: 헐 대박 좋아요 ㅋㅋㅋ
#d_santa_a2 서아맘: 찬성 무조건
#d_santa_a3 시우맘: 좋아요 선물은 각자 준비해서 몰래 주는 걸로
#t_santa 도윤아빠: 산타 옷은 제가 빌려올게요 인계동에 파티용품 대여점 있음
지안아빠: 도윤이가 아빠 알아보면 어떡함
도윤아빠: 목소리 깔면 됨 ㅋㅋ
"""),
("2015-12-11 14:20", r"""
#d_fri_p 도윤아빠: 아 그리고 금요일 돌봄 끝나고 그냥 저녁도 같이 먹을까요? 어차피 다 데리러 오시니까 각자 반찬 하나씩
#d_fri_a1 루아맘: 오 금요일 저녁 ㅋㅋ 너무 좋아요 저녁 준비 안 해도 됨
#d_fri_a2 하율맘: 콜이요 ㅋㅋ 불금은 이제 애들이랑
#d_fri_a3 지안아빠: 좋음
#t_pot 지안아빠: 여섯 집이면 냄비 부족할 텐데 본가에서 큰 전골냄비 가져올게요 다음 주말에
도윤아빠: 오 전골 ㄱㄱ
+4h #t_party_hand 루아맘: 하율맘 ㅠㅠ 저 오늘 관리사무소 가려다가 루하가 열이 나서 못 갔어요. 혹시 내일 가시는 길에 송년회 예약도 같이 해주실 수 있을까요
#t_party_hand_ok >t_party_hand 하율맘: 그럼요 제가 할게요~ 루하 괜찮아요?
루아맘: 38도 조금 넘어서 해열제 먹였어요 ㅠ 감사해요
#nt_ask 서아맘: 내일도 열 나면 소아과 꼭 가보세요. 저 내일 근무라 못 봐드려서 ㅠ
"""),
("2015-12-12 10:15", r"""
#t_party_room_done 하율맘: 관리사무소에서 송년회 건 물어봤는데요
#party_sat_full 하율맘: 26일 토요일 저녁은 부녀회 송년회가 이미 잡혀 있대요 ㅠ 27일 일요일은 하루 종일 비어 있어서 일단 낮으로 잡아놨어요
+3m #d_party2_note 하율맘: 📢 가족 송년회 안내\n- 12월 27일(일) 낮 12시\n- 관리사무소 커뮤니티룸\n- 부녀회가 토요일 저녁을 먼저 잡아서 일요일 점심으로 했어요!
#d_party2_a1 >d_party2_note 서아맘: 일요일 낮 오히려 좋아요 애들 낮잠 전에 끝나면
#d_party2_a2 지안아빠: ㅇㅋ 27일
#d_party2_a3 시우맘: 네 27일 12시 알겠습니다
#d_party2_a4 도윤아빠: 일요일 가게 쉬는 날이라 더 좋음 👍
루아맘: 감사해요 하율맘 ㅠㅠ 루하 열 내렸어요
하율맘: 다행이다!!
"""),
("2015-12-12 15:40", r"""
지안아빠: [사진]
지안아빠: 토요일 오전 끝 애들 종이비행기 대회함
시우맘: 시우가 우승했다고 자랑하던데요 ㅋㅋ
지안아빠: 시우 에이스임
"""),
("2015-12-14 19:05", r"""
하율맘: 오늘부터 집 돌봄이었는데 저희 집 첫 타자였어요
하율맘: [사진]
하율맘: 거실 전쟁터 ㅋㅋㅋㅋ
루아맘: ㅋㅋㅋㅋ 고생하셨어요
#kit_report 하율맘: 아 그리고 서아맘이 구급상자 갖다줬는데 열어봤더니 체온계 해열제 밴드 소독약 다 있고 용량표까지 붙어있어요 완벽해요
서아맘: 시럽형 해열제 두 종류 넣어놨어요 교차복용용
도윤아빠: 프로는 다르다
하율맘: 상자는 당번이 들고 다니기로 해요
"""),
("2015-12-15 20:30", r"""
지안아빠: 음 오늘 좀 문제가 있었음
#noise 지안아빠: 아랫집에서 관리사무소에 층간소음 민원 넣었대요. 애들 여섯이 뛰니까 ㅠ 경비실에서 인터폰 옴
하율맘: 헉 죄송해요 ㅠㅠ
서아맘: 저희 집도 목요일에 걱정이에요 저흰 복도식이라 더 좁고
루아맘: 저희는 루하 기어다녀서 솔직히 여섯 명은 좀 무섭긴 해요 ㅠ
#d_kids_p 하율맘: 그럼 집 말고 동네 키즈카페로 옮겨볼까요? 상가 2층 콩닥콩닥 키즈카페요. 평일 오후 사람 별로 없어요
#d_kids_obj 도윤아빠: 키즈카페는 돈이 들잖아요 애 하나 만원이면 매일 가면 감당 안 됨
#d_kids_r 지안아빠: 단체로 정기 이용하면 할인 되는지 물어보면 되지 않나
#t_kids 도윤아빠: 그럼 제가 사장님 아는 사이라 내일 물어볼게요
"""),
("2015-12-16 18:40", r"""
#t_kids_done >t_kids 시우맘: 저 오늘 반차라 시우 데리고 콩닥콩닥 갔었는데 사장님이 도윤아빠랑 통화했다고 하시더라구요. 평일 3시~7시 여섯 명 단체면 아이당 5천원에 해준대요
시우맘: 보호자 한 명은 무료고요
#d_kids_dy 도윤아빠: 오 5천원이면 ㅇㅋ 인정 저도 찬성
#d_kids_a1 하율맘: 5천원이면 간식도 있고 괜찮네요
#d_kids_a2 서아맘: 찬성이요 층간소음 걱정 없이
#d_kids_a3 루아맘: 좋아요 ㅠㅠ 매트 깔려 있어서 루하도 안심
#d_kids_ok 하율맘: 그럼 내일부터 평일은 콩닥콩닥 키즈카페로 가요. 당번 요일은 그대로!
#d_kids_pay 지안아빠: 입장료는 각자 애 몫 당번한테 보내는 걸로?
#d_kids_pay_ok >d_kids_pay 하율맘: 네 그게 깔끔할 듯요
"""),
("2015-12-17 16:10", r"""
루아맘: [사진]
루아맘: 키즈카페 첫날! 애들 볼풀에서 안 나와요 ㅋㅋ
서아맘: 서아 양말 짝짝이네 ㅋㅋㅋ 아침에 급해서
루아맘: 귀여워요 ㅋㅋ
"""),
("2015-12-18 21:20", r"""
도윤아빠: 오늘 금요일 저녁 같이 먹으려고 했는데
도윤아빠: 솔직히 애들 9시 넘어서 집에 가니까 다들 너무 늦게 자는 듯요 ㅠ
서아맘: 맞아요 서아 어제 밤에 잠투정 엄청 했어요
#fri_sick 루아맘: 그리고 요즘 독감 돌아서 여섯 집 다 모여서 밥 먹는 건 좀 걱정돼요
#d_fri_drop_p 하율맘: 그럼 금요일 저녁은 그냥 없던 걸로 해요 ㅠ 송년회 때 제대로 먹죠
#d_fri_drop_a1 도윤아빠: ㅇㅇ 아쉽지만 패스
#d_fri_drop_a2 지안아빠: ㅇㅋ
#t_pot_drop 지안아빠: 그럼 냄비는 안 가져와도 되겠네요 아직 본가 안 갔음 ㅋㅋ
#n_soup 도윤아빠: 가게에 남는 국 있으면 가끔 싸드릴게요 ㅋㅋ
"""),
("2015-12-19 12:40", r"""
시우맘: [사진]
시우맘: 토요일 오전 팀 쿠키 만들기 했어요
하율맘: 와 시우맘 금손
시우맘: 반죽은 사온 거예요 ㅎㅎ
"""),
("2015-12-20 21:10", r"""
하율맘: 송년회 메뉴 정해야 해요!
#d_menu_p 하율맘: 각자 음식 한 가지씩 해오는 포트럭 어때요? 애들 먹을 거 위주로
#d_menu_obj >d_menu_p 서아맘: 저 송년회 전날 나이트 근무라 끝나고 바로 오는 거라 음식 하기 좀 힘들어요 ㅠ 다들 연말에 바쁘실 텐데 포트럭 부담 아닐까요
#d_menu_r >d_menu_obj 지안아빠: 메인은 치킨이랑 피자 배달 시키고 각자 한 가지는 사 와도 되는 걸로 하면?
#d_menu_sa 서아맘: 아 사 와도 되면 ㅇㅋ요 저는 과일 사갈게요
#d_menu_a1 도윤아빠: 저는 잡채 해갈게요 가게 거 ㅋㅋ
#d_menu_a2 루아맘: 좋아요! 저는 주먹밥
#d_menu_ok 하율맘: 그럼 메인은 치킨 피자 배달 + 각자 한 가지! 배달비는 간식비 남은 걸로
#t_cake 시우맘: 케이크는 제가 주문할게요. 애들 이름 다 넣어서 이번 주 수요일까지 예약해둘게요
루아맘: 꺄 이름 케이크 ㅠㅠ
#t_bot_list_q 하율맘: @잼민이 송년회 장볼 거 체크리스트 좀 만들어줘 애들 6명 어른 10명 정도, 메인은 배달이고 각자 한 가지씩 가져와
#t_bot_list 잼민이: 오키 바로 만들어줄게 📝
#t_bot_list_done 잼민이: 송년회 체크리스트 🎄\n- 종이컵·접시·수저 20인분\n- 물티슈 3팩, 쓰레기봉투\n- 음료: 주스 4병, 생수, 어른용 탄산\n- 케이크 초·라이터\n- 애들 앞치마/턱받이 (루하용!)\n- 블루투스 스피커\n- 선물 담을 큰 봉투\n부족하면 또 불러줘 😎
#n_bot_balloon 잼민이: 아 그리고 풍선 아치 하면 사진 완전 잘 나옴 강추 🎈
>n_bot_balloon 도윤아빠: 풍선 아치는 누가 불어 ㅋㅋ
#t_speaker 지안아빠: 스피커는 제 거 가져갈게요 캐럴 틀게
"""),
("2015-12-22 20:00", r"""
#santa_news 도윤아빠: 아 비보입니다
도윤아빠: 대여점 산타 옷 연말이라 다 나갔대요 ㅠ 인터넷 거는 배송이 27일 넘어서 옴
#santa_scared 루아맘: 그리고 사실 루아가 어제 마트 산타 보고 울었어요 ㅋㅋㅋ ㅠ
서아맘: 서아도 산타 무서워해요 사실
#d_santa_drop_p 하율맘: 그럼 산타는 이번엔 패스할까요 ㅋㅋ 선물은 그냥 우리가 나눠줘요
#d_santa_drop_a1 도윤아빠: ㅇㅋ 산타 은퇴합니다 🎅
#d_santa_drop_a2 시우맘: 네 선물은 부모님들이 주는 걸로 해요
#t_santa_drop 도윤아빠: 대여 예약은 안 했으니 취소할 것도 없어요 ㅋㅋ
#nt_santa_next 도윤아빠: 내년엔 꼭 산타 합니다
"""),
("2015-12-23 08:30", r"""
#t_cake_done 시우맘: 케이크 예약했어요. 광교 밀도제과 27일 11시 픽업, 애들 여섯 명 이름 다 들어가요
하율맘: 꺄 감사해요
"""),
("2015-12-23 21:45", r"""
#n_gift_q 지안아빠: 선물은 가격 상한선 정해요?
하율맘: 음 애들끼리 교환하는 건 아니니까 각자 알아서 해도 될 듯요
도윤아빠: 도윤이는 공룡이면 다 좋아함
루아맘: 루아는 요즘 티니핑이요 ㅠㅠ 티니핑 비싸요
서아맘: 티니핑은 진짜 월급 루팡임 ㅋㅋㅋ
"""),
("2015-12-24 19:30", r"""
하율맘: 메리 크리스마스 이브예요 🎄
루아맘: 메리크리스마스~~
서아맘: 저는 오늘 나이트 ㅠ 크리스마스 병원에서 보내요
도윤아빠: 고생 많으십니다 ㅠ
지안아빠: 🎄
#party_rem 하율맘: 송년회 일요일 12시 커뮤니티룸이에요 잊지 마세요~ 11시 반부터 세팅해요
"""),
("2015-12-27 11:20", r"""
#t_cake_pick 시우맘: 케이크 찾았어요 지금 가요
+15m #t_speaker_done 지안아빠: 커뮤니티룸 도착 스피커 연결함
+10m 도윤아빠: 잡채 들고 가는 중 ㅋㅋ 엘베 기다림
+20m 하율맘: 치킨 피자 도착!
+2h 하율맘: [사진]
하율맘: 단체사진!!
루아맘: 애들 케이크에 이름 보고 난리 났어요 ㅋㅋ
서아맘: 나이트 끝나고 왔는데 오길 잘했다 ㅠㅠ
+1h 도윤아빠: 정리 끝 다들 수고하셨습니다
지안아빠: 스피커 챙겨감 ㅋㅋ
"""),
("2015-12-28 21:00", r"""
#t_album 시우맘: 어제 사진 다들 많이 찍으셨죠? 제가 공유앨범 만들어서 모아볼게요. 이번 주 안에 올릴게요
하율맘: 좋아요!!
#party_money 하율맘: 배달비 89,000원 간식비 남은 걸로 냈고 이제 잔액 2만 4천원 남았어요
#n_feb 도윤아빠: 송년회 한 번 더 하고 싶다 신년회도 할까요 ㅋㅋ
#n_feb_r 하율맘: 신년회는 애들 방학 끝나고 봐요 ㅋㅋ
"""),
("2015-12-30 20:40", r"""
하율맘: 방학 중에 애들 어디 하루 데려가볼까요?
#d_trip_p 지안아빠: 광교 빛나래 어린이과학관 어때요 1월 9일 토요일. 단체 10명 이상이면 할인되고 실내라 추워도 괜찮음
#d_trip_obj >d_trip_p 루아맘: 광교면 차로 30분 넘지 않아요? 루하 데리고 가기엔 좀 멀어요 ㅠ
#d_trip_r 하율맘: 저희 차에 루아 카시트 자리 있어요 루아만 태워갈까요? 루아맘은 루하랑 쉬시고
#d_trip_rm >d_trip_r 루아맘: 헉 그래주시면 너무 좋죠 ㅠㅠ 그럼 찬성이요
#d_trip_a1 서아맘: 9일 오프예요 좋아요
#d_trip_a2 도윤아빠: 토요일이라 저는 못 가는데 도윤이는 보낼게요
#d_trip_a3 시우맘: 좋습니다
#d_trip_ok 하율맘: 그럼 9일 토요일 빛나래 과학관 확정!
#t_trip 서아맘: 단체 예약은 제가 할게요 내일 전화해볼게요
#trip_q 루아맘: @클로디 빛나래 어린이과학관 토요일 운영시간 알아?
#trip_a 클로디: 확인해 보니 토요일은 오전 10시부터 오후 6시까지 운영하고, 입장 마감은 5시예요. 단체는 사전 예약이 필요하다고 해요.
#n_bot_lunch 클로디: 점심은 과학관 안 푸드코트가 아이들 메뉴가 있어 편하실 것 같아요.
>n_bot_lunch 지안아빠: 푸드코트보다 근처 돈까스집이 나을 걸요 ㅋㅋ
"""),
("2015-12-31 22:50", r"""
도윤아빠: 다들 한 해 고생 많으셨습니다 🙇‍♂️
하율맘: 올해 모임 만든 게 제일 잘한 일이에요 ㅠㅠ
루아맘: 맞아요 덕분에 살았어요
서아맘: 새해 복 많이 받으세요
시우맘: 새해 복 많이 받으세요~
지안아빠: 🎉
#nt_newyear 도윤아빠: 새해엔 제가 당번 더 많이 할게요
>nt_newyear 서아맘: 그 말 지난번에도 ㅋㅋ
"""),
("2016-01-02 11:10", r"""
#t_trip_done 서아맘: 과학관 단체 예약 했어요! 9일 10시 반 입장, 아이 6명 어른 4명 단체요금 적용이요
하율맘: 감사해요!!
#trip_fee 서아맘: 아이 4천원 어른 6천원이래요 현장 결제
#t_trip_carpool 지안아빠: 차는 우리 차랑 하율네 두 대면 되겠네
"""),
("2016-01-04 20:30", r"""
#room_back 하율맘: 관리사무소에서 커뮤니티룸 공사 끝났다고 1월부턴 평일에 다시 쓸 수 있대요
#n_back_q 루아맘: 그럼 다시 커뮤니티룸으로 가요??
#n_back_r >n_back_q 도윤아빠: 키즈카페 애들이 너무 좋아해서 ㅋㅋ 일단 방학 끝날 때까진 그냥 가죠
하율맘: 네 개학하고 다시 얘기해요
#t_room_ask 지안아빠: 3월부터 평일 오후 정기 사용 되는지는 제가 관리사무소에 물어볼게요
#t_album_re >t_album 시우맘: 공유앨범 아직이에요 ㅠ 연말 결산 때문에 야근이라 주말에 꼭 할게요
하율맘: 천천히 하세요~
"""),
("2016-01-05 21:00", r"""
루아맘: 오늘 키즈카페 당번 끝! 루하도 잘 놀았어요
루아맘: [사진]
지안아빠: 지안이 오늘 트램펄린에서 안 내려왔다던데
루아맘: ㅋㅋㅋ 네 챔피언이에요
#nt_kit_refill 서아맘: 구급상자 밴드 다 떨어졌길래 오늘 채워놨어요
하율맘: 감사해요 ㅠㅠ 토요일 과학관 다들 10시까지 주차장이요!
"""),
]

DECISIONS = [
    dict(id='d1', text='평일 돌봄 장소는 관리사무소 커뮤니티룸 (오후 3시반~6시반)',
         stated=['d_room_p', 'd_room_a1', 'd_room_a2', 'd_room_a3', 'd_room_ok', 't_room_done'],
         agreed_by=['하율맘', '서아맘', '루아맘', '지안아빠'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_home_p', 'd_home_ok']),
    dict(id='d2', text='커뮤니티룸 공사 기간(14일~)엔 요일 당번네 집에서 돌아가며 돌봄',
         stated=['d_home_p', 'd_home_a1', 'd_home_a2', 'd_home_rm', 'd_home_a3', 'd_home_ok'],
         agreed_by=['하율맘', '지안아빠', '서아맘', '루아맘', '도윤아빠'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_kids_p', 'd_kids_ok']),
    dict(id='d3', text='평일 돌봄은 상가 2층 콩닥콩닥 키즈카페에서 (단체 아이당 5천원, 각자 애 몫을 당번에게 송금)',
         stated=['d_kids_p', 'd_kids_dy', 'd_kids_a1', 'd_kids_a2', 'd_kids_a3', 'd_kids_ok',
                 'd_kids_pay', 'd_kids_pay_ok'],
         agreed_by=['하율맘', '도윤아빠', '서아맘', '루아맘', '지안아빠'], objected_by=['도윤아빠'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='가족 송년회 12월 26일(토) 저녁 5시 커뮤니티룸',
         stated=['d_party_p', 'd_party_a1', 'd_party_a2', 'd_party_a3', 'd_party_a4', 'd_party_ok'],
         agreed_by=['하율맘', '서아맘', '지안아빠', '시우맘', '루아맘'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_party2_note']),
    dict(id='d5', text='가족 송년회는 12월 27일(일) 낮 12시 커뮤니티룸',
         stated=['d_party2_note', 'd_party2_a1', 'd_party2_a2', 'd_party2_a3', 'd_party2_a4', 'party_rem'],
         agreed_by=['하율맘', '서아맘', '지안아빠', '시우맘', '도윤아빠'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='송년회 메뉴: 메인은 치킨·피자 배달(배달비는 간식비 잔액), 각자 음식 한 가지(사 와도 됨)',
         stated=['d_menu_p', 'd_menu_r', 'd_menu_sa', 'd_menu_a1', 'd_menu_a2', 'd_menu_ok'],
         agreed_by=['하율맘', '지안아빠', '서아맘', '도윤아빠', '루아맘'], objected_by=['서아맘'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='간식비 한 집당 월 2만원, 하율맘이 걷어 장보고 영수증 공유, 남으면 송년회에',
         stated=['d_snack_p', 'd_snack_r', 'd_snack_jy', 'd_snack_a1', 'd_snack_a2'],
         agreed_by=['하율맘', '지안아빠', '서아맘', '시우맘'], objected_by=['지안아빠'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='평일 당번: 월 하율맘, 화 지안아빠, 수 루아맘, 목 서아맘, 금 도윤아빠',
         stated=['d_rot_p', 'd_rot_a1', 'd_rot_a2', 'd_rot_a3', 'd_rot_a4', 'd_rot_ok'],
         agreed_by=['하율맘', '지안아빠', '도윤아빠', '서아맘', '루아맘'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='토요일 오전 10시~1시 돌봄은 시우맘과 지안아빠가 격주로',
         stated=['d_sat_p', 'd_sat_p2', 'd_sat_a1', 'd_sat_a2', 'd_sat_ok'],
         agreed_by=['시우맘', '지안아빠', '하율맘', '루아맘'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='방학 현장체험: 1월 9일(토) 광교 빛나래 어린이과학관, 루아는 하율네 차로',
         stated=['d_trip_p', 'd_trip_r', 'd_trip_rm', 'd_trip_a1', 'd_trip_a2', 'd_trip_a3', 'd_trip_ok'],
         agreed_by=['지안아빠', '하율맘', '루아맘', '서아맘', '도윤아빠', '시우맘'], objected_by=['루아맘'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='송년회 때 도윤아빠가 산타 분장하고 선물 나눠주기',
         stated=['d_santa_p', 'd_santa_a1', 'd_santa_a2', 'd_santa_a3'],
         agreed_by=['도윤아빠', '하율맘', '서아맘', '시우맘'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_santa_drop_p', 'd_santa_drop_a1', 'd_santa_drop_a2']),
    dict(id='d12', text='금요일 돌봄 끝나고 여섯 집이 같이 저녁 먹기 (각자 반찬 하나)',
         stated=['d_fri_p', 'd_fri_a1', 'd_fri_a2', 'd_fri_a3'],
         agreed_by=['도윤아빠', '루아맘', '하율맘', '지안아빠'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_fri_drop_p', 'd_fri_drop_a1', 'd_fri_drop_a2']),
]

NON_DECISIONS = [
    (['n_bot_note'], 'bot suggestion ignored'),            # 코덱스: 대타 순번 정해두기
    (['n_bot_kit'], 'bot suggestion ignored'),             # 클로디: 용량표 (이미 하려던 것)
    (['n_bot_home'], 'bot suggestion ignored'),            # 클로디: 콘센트 커버
    (['n_year_q'], 'question'),                            # 송년회 해요?? (제안은 하율맘이)
    (['n_soup'], 'joke'),                                  # 남는 국 싸드릴게요
    (['n_bot_balloon'], 'bot suggestion ignored'),         # 잼민이: 풍선 아치
    (['n_gift_q'], 'question'),                            # 선물 상한선?
    (['n_feb', 'n_feb_r'], 'proposal not taken up'),       # 신년회 → 방학 끝나고
    (['n_bot_lunch'], 'bot suggestion ignored'),           # 클로디: 푸드코트
    (['n_back_q', 'n_back_r'], 'proposal not taken up'),   # 다시 커뮤니티룸? → 방학 끝날 때까진 키즈카페
]

TODOS = [
    dict(id='t1', owner='하율맘', task='관리사무소에 커뮤니티룸 평일 오후 사용 신청',
         taken=['t_room'], due='2015-12-03', status='done', closed_by=['t_room_done'], handed_to=None),
    dict(id='t2', owner='하율맘', task='간식비 한 집당 2만원 걷기',
         taken=['t_snack'], due='2015-12-07', status='done', closed_by=['t_snack_done'], handed_to=None),
    dict(id='t3', owner='서아맘', task='공동 구급상자 꾸리기 (체온계·해열제·밴드 등)',
         taken=['t_kit'], due='2015-12-13', status='done', closed_by=['kit_report'], handed_to=None),
    dict(id='t4', owner='지안아빠', task='돌봄 일지 구글시트 만들어 공유',
         taken=['t_sheet'], due='2015-12-08', status='done', closed_by=['t_sheet_done'], handed_to=None),
    dict(id='t5', owner='루아맘', task='관리사무소에 송년회용 커뮤니티룸 예약',
         taken=['t_party_room', 't_party_hand_ok'], due='2015-12-11', status='done',
         closed_by=['t_party_room_done', 'party_sat_full'], handed_to='하율맘'),
    dict(id='t6', owner='도윤아빠', task='키즈카페 사장님께 단체 할인 문의',
         taken=['t_kids'], due='2015-12-16', status='done', closed_by=['t_kids_done'], handed_to=None),
    dict(id='t7', owner='도윤아빠', task='인계동 대여점에서 산타 옷 빌려오기',
         taken=['t_santa'], due='', status='dropped', closed_by=['d_santa_drop_a1', 't_santa_drop'], handed_to=None),
    dict(id='t8', owner='지안아빠', task='본가에서 큰 전골냄비 가져오기 (금요일 저녁용)',
         taken=['t_pot'], due='2015-12-20', status='dropped', closed_by=['d_fri_drop_a2', 't_pot_drop'], handed_to=None),
    dict(id='t9', owner='코덱스', task='평일 당번 요일표 정리',
         taken=['t_bot_table'], due='', status='done', closed_by=['t_bot_table_done'], handed_to=None),
    dict(id='t10', owner='잼민이', task='송년회 준비물 체크리스트 만들기',
         taken=['t_bot_list'], due='', status='done', closed_by=['t_bot_list_done'], handed_to=None),
    dict(id='t11', owner='시우맘', task='아이들 이름 넣은 송년회 케이크 주문',
         taken=['t_cake'], due='2015-12-23', status='done', closed_by=['t_cake_done'], handed_to=None),
    dict(id='t12', owner='지안아빠', task='송년회에 블루투스 스피커 가져가기',
         taken=['t_speaker'], due='2015-12-27', status='done', closed_by=['t_speaker_done'], handed_to=None),
    dict(id='t13', owner='서아맘', task='빛나래 어린이과학관 단체 예약',
         taken=['t_trip'], due='2015-12-31', status='done', closed_by=['t_trip_done'], handed_to=None),
    dict(id='t14', owner='시우맘', task='송년회 사진 공유앨범 만들어 올리기',
         taken=['t_album', 't_album_re'], due='2016-01-03', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='지안아빠', task='관리사무소에 3월부터 커뮤니티룸 평일 정기 사용 가능한지 문의',
         taken=['t_room_ask'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_snack_paid'], 'already done'),                 # 방금 보냈어요
    (['nt_kit_money'], 'instruction to others'),         # 돈 드는 건 간식비에서
    (['nt_bot_kit'], 'bot offer not taken up'),          # 클로디: 알레르기 정리
    (['nt_banchan'], 'banter promise'),                  # 반찬 협찬 캡처
    (['nt_sheet_more'], 'vague wish'),                   # 월별 통계
    (['nt_ask'], 'instruction to others'),               # 소아과 가보세요
    (['nt_santa_next'], 'banter promise'),               # 내년엔 꼭 산타
    (['t_cake_pick'], 'already done'),                   # 케이크 찾았어요
    (['t_trip_carpool'], 'vague promise'),               # 차는 두 대면 되겠네
    (['nt_newyear'], 'banter promise'),                  # 새해엔 당번 더 많이
    (['nt_kit_refill'], 'already done'),                 # 밴드 채워놨어요
    (['party_money'], 'already done'),                   # 배달비 냈고 잔액
]

QUESTIONS = [
    # ---- changed
    ('평일에 애들 보는 곳 지금은 어디야?',
     ['d_kids_p', 'd_kids_ok', 't_kids_done'],
     '상가 2층 콩닥콩닥 키즈카페 (단체 아이당 5천원). 커뮤니티룸 → 당번네 집 → 키즈카페 순으로 바뀜', 'changed'),
    ('돌봄 장소 처음엔 어디로 하기로 했었지?',
     ['d_room_p', 'd_room_ok'], '관리사무소 커뮤니티룸', 'changed'),
    ('커뮤니티룸을 왜 못 쓰게 됐어?',
     ['room_news', 'd_home_p'], '14~23일 바닥 난방 공사로 사용 불가라 당번네 집으로 옮김', 'changed'),
    ('집에서 돌아가며 보던 건 왜 그만뒀어?',
     ['noise', 'd_kids_p'], '지안아빠 집 아랫집에서 층간소음 민원이 들어와서 키즈카페로 옮김', 'changed'),
    ('송년회 언제 몇 시로 됐어?',
     ['d_party_ok', 'd_party2_note'], '12월 27일 일요일 낮 12시 커뮤니티룸 (처음 26일 토 5시였음)', 'changed'),
    ('송년회 원래는 무슨 요일로 잡혀 있었어?',
     ['d_party_p', 'd_party_ok'], '26일 토요일 저녁 5시', 'changed'),
    ('도윤아빠 산타 하는 거 어떻게 됐어?',
     ['d_santa_p', 'santa_news', 'd_santa_drop_p', 'd_santa_drop_a1'],
     '취소. 대여점 산타 옷이 다 나갔고 애들이 산타를 무서워해서 선물은 부모들이 나눠줌', 'changed'),
    ('금요일마다 같이 저녁 먹자던 거 아직 해?',
     ['d_fri_p', 'd_fri_drop_p', 'd_fri_drop_a1'],
     '안 함. 애들이 늦게 자고 독감이 돌아서 없던 걸로 함', 'changed'),
    # ---- owner
    ('송년회 장소 예약은 결국 누가 했어?',
     ['t_party_room', 't_party_hand', 't_party_hand_ok', 't_party_room_done'],
     '하율맘 (루아맘이 맡았다가 루하가 아파서 넘김)', 'owner'),
    ('구급상자는 누가 준비했어?',
     ['t_kit', 'kit_report'], '서아맘', 'owner'),
    ('돌봄 기록하는 시트 만든 사람은?',
     ['t_sheet', 't_sheet_done'], '지안아빠', 'owner'),
    ('요일별 당번표 정리해 준 건 누구?',
     ['t_bot_table_q', 't_bot_table_done'], '코덱스(봇)', 'owner'),
    ('과학관 단체 예약 누가 맡았어?',
     ['t_trip', 't_trip_done'], '서아맘', 'owner'),
    # ---- status
    ('키즈카페 할인되는지 알아봤어?',
     ['t_kids', 't_kids_done'], '응. 시우맘이 가서 들은 바로는 평일 3~7시 6명 단체 아이당 5천원, 보호자 1명 무료', 'status'),
    ('송년회 사진 모아둔 앨범 올라왔어?',
     ['t_album', 't_album_re'], '아직. 시우맘이 야근 때문에 주말에 하겠다고 함', 'status'),
    ('지안아빠가 냄비 가져왔어?',
     ['t_pot', 't_pot_drop'], '아니, 금요일 저녁이 취소돼서 안 가져옴(본가에도 안 갔음)', 'status'),
    ('산타 옷 빌렸어?',
     ['t_santa', 'santa_news', 't_santa_drop'], '안 빌림. 대여점에 다 나갔고 산타 자체가 취소됨', 'status'),
    ('3월 이후에 커뮤니티룸 다시 정기적으로 쓸 수 있는지 확인됐어?',
     ['t_room_ask'], '아직. 지안아빠가 관리사무소에 물어보겠다고만 함', 'status'),
    ('간식비 다 걷혔어?',
     ['t_snack', 't_snack_done'], '응, 12월 7일에 여섯 집 다 냄', 'status'),
    # ---- single
    ('간식비는 한 집에 한 달 얼마야?',
     ['d_snack_p', 'd_snack_jy'], '2만원', 'single'),
    ('키즈카페 이름이 뭐였지?',
     ['d_kids_p'], '콩닥콩닥 키즈카페 (상가 2층)', 'single'),
    ('케이크는 어느 가게에 주문했어?',
     ['t_cake_done'], '광교 밀도제과', 'single'),
    ('과학관 입장료 얼마래?',
     ['trip_fee'], '아이 4천원, 어른 6천원 (현장 결제)', 'single'),
    ('수요일 당번은 누구야?',
     ['d_rot_p', 'd_rot_a4', 't_bot_table_done'], '루아맘', 'single'),
    ('지안이는 뭘 조심해야 돼?',
     ['allergy'], '땅콩 (알레르기)', 'single'),
    # ---- temporal
    ('커뮤니티룸 공사 기간이 언제부터 언제까지였어?',
     ['room_news'], '12월 14일부터 23일까지', 'temporal'),
    ('과학관 가는 날 몇 시 입장이야?',
     ['t_trip_done'], '1월 9일 토요일 10시 반', 'temporal'),
    ('케이크는 몇 시에 찾기로 했었어?',
     ['t_cake_done'], '27일 오전 11시', 'temporal'),
    ('토요일 돌봄은 몇 시부터 몇 시까지야?',
     ['d_sat_p'], '오전 10시부터 오후 1시까지', 'temporal'),
    # ---- multi
    ('송년회 배달비는 어디서 냈고 간식비는 얼마 남았어?',
     ['d_menu_ok', 'party_money'], '간식비 남은 돈으로 배달비 89,000원을 냈고 잔액 2만 4천원', 'multi'),
    ('송년회 음식 해오는 거 부담된다는 얘기 나왔을 때 어떻게 정리됐어?',
     ['d_menu_obj', 'd_menu_r', 'd_menu_sa', 'd_menu_ok'],
     '서아맘이 나이트 근무 때문에 부담이라 했고, 메인은 치킨·피자 배달에 각자 한 가지는 사 와도 되는 걸로 정리. 서아맘은 과일', 'multi'),
    ('루아맘이 과학관 반대했던 이유랑 해결 방법은?',
     ['d_trip_obj', 'd_trip_r', 'd_trip_rm'],
     '루하를 데리고 가기엔 멀어서였는데, 하율네 차에 루아만 태워 가고 루아맘은 쉬기로 함', 'multi'),
    ('토요일 돌봄은 누구누구가 어떻게 나눠 해?',
     ['d_sat_p', 'd_sat_p2', 'd_sat_ok'], '시우맘과 지안아빠가 격주로 (첫 주 시우맘, 다음 주 지안아빠)', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20151202)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
