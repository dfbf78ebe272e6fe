#!/usr/bin/env python3
"""Korean neighbourhood plogging volunteers' chat (전주 효자동 플로깅 모임 '줍줍 전주천'):
monthly plogging walks + a booth at 완산구청's autumn 환경한마당, 2026-09-07 .. 2026-10-11, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '소희': (6318204975, False),   # 모임장, 30대 직장인; 구청 연락, 돈 관리
    '태오': (5804127396, False),   # 대학생; 장비, 무게 기록; ㅋㅋ
    '은정': (7126039841, False),   # 40대; 카페 '느린숲' 사장과 친구; ^^
    '동하': (5539281740, False),   # 디자이너; 포스터, 인스타; 짧게
    '영란': (6907413258, False),   # 60대 은퇴 교사; 정중한 존댓말
    '잼민이': (7852036194, True),  # bot: casual, emoji
    '코덱스': (7395126048, True),  # bot: terse, numbers
    '클로디': (7467120583, True),  # bot: warm, polite
}

SESSIONS = [
("2026-09-07 20:40", r"""
소희: 다들 저녁 드셨어요?
태오: 방금 편의점 도시락 먹음 ㅋㅋ
은정: 애들 재우는 중이에요 ^^ 잠깐 볼게요
소희: 구청에서 공문 왔어요!!
소희: [사진]
#fest_info 소희: 완산구청 '가을 환경한마당' 10월 10일 토요일 구청 앞 광장이고 시민단체 부스 신청 받는대요. 마감 18일
동하: 오 우리도 나가요?
영란: 작년에 구경 갔었는데 사람이 꽤 많았습니다.
소희: 나가고 싶어서 올린 거죠 ㅎㅎ 부스 하나 받으면 천막이랑 테이블은 구청이 준대요
#t_apply 소희: 신청서는 제가 이번 주 금요일까지 써서 낼게요
은정: 역시 추진력 ㅋㅋ
#d_key_p 태오: 부스에서 뭐 할지가 문제인데 병뚜껑 모아서 키링 만드는 거 어때요? 작은 사출기로 녹여서 찍어내는 거 유튜브에서 봄
#d_key_a1 동하: 오 그거 애들 엄청 좋아함
#d_key_a2 은정: 좋아요 우리 애도 병뚜껑 모으는 거 좋아해요 ^^
#d_key_a3 영란: 재활용 교육도 되고 좋겠습니다.
#d_key_ok 소희: 그럼 부스는 병뚜껑 키링 체험으로 가요!
#t_machine 태오: 기계는 효자동 새활용센터에 빌려주는 게 있다고 들었어요 내일 전화해서 물어볼게요
소희: 굿굿
#n_kayak 태오: 아 그리고 언젠가 카약 타고 전주천 물 위에 떠 있는 쓰레기도 줍고 싶음
#n_kayak_no 영란: 전주천은 수심이 얕은 데가 많아서 위험합니다. 하천 관리 허가도 따로 받아야 하고요.
태오: 아 그렇구나 ㅠ 접습니다
"""),
("2026-09-08 21:10", r"""
소희: 정기 플로깅 날도 이참에 고정하면 좋겠어요 매번 날짜 잡느라 투표하니까 힘들어서
#d_sat_p 소희: 매달 셋째 토요일 오전 어때요?
#d_sat_er 은정: 좋아요! 아들 축구교실이 9시 반이라 아침 일찍만 끝나면 돼요
동하: 7시대에 시작하면 9시 전에 끝남 ㅇㅇ
#d_sat_a1 태오: ㅇㅋ 셋째 토요일 기억하기 쉽네요
#d_sat_a2 영란: 좋습니다.
#d_sat_ok 소희: 정기 줍깅은 매달 셋째 토요일로 박아둘게요~
#d_sep_p 소희: 그럼 9월은 19일이네요. 아침 9시 싸전다리 아래 어때요? 전주천 따라 서신교까지 왕복
#d_sep_a1 동하: ㄱㄱ
#d_sep_a2 태오: 콜
#d_sep_a3 영란: 네 그날 뵙겠습니다.
은정: 9시면... 축구 끝나고 바로 뛰어갈게요 ㅋㅋ
#d_cafe_p0 은정: 아 그리고 제 친구가 효자동에서 카페 하는데 우리 모임 얘기했더니 관심 있어 하더라구요
소희: 오 어디요?
은정: 느린숲이요 전주천 산책로 바로 앞이에요 ^^
#t_cafe 은정: 제휴 같은 거 해줄 수 있는지 이번 주 안에 제가 정식으로 물어볼게요
소희: 완전 좋아요 부탁드려요
"""),
("2026-09-09 12:30", r"""
#t_machine_done 태오: 새활용센터 통화했어요
#machine_no 태오: 사출기 한 대밖에 없는데 10월 10일엔 이미 전북 환경축제 쪽에 대여 나가 있대요 ㅠㅠ
소희: 헐
동하: 타이밍 최악
은정: 다른 데는 없어요?
태오: 사면 80만원 넘어요 ㅋㅋ
영란: 그건 무리입니다.
#d_seed_p 소희: 그럼 씨앗폭탄 만들기는 어때요? 흙이랑 점토에 들꽃 씨앗 섞어서 공 만드는 거요. 기계 필요 없고 애들도 할 수 있고
#d_seed_a1 동하: 오 그것도 괜찮다
#d_seed_a2 태오: 저 초등학교 때 해봤는데 재밌었어요 ㅋㅋ 손에 흙 묻히는 거
#d_seed_a3 은정: 좋아요!
#d_seed_ok 소희: 그럼 키링 말고 씨앗폭탄으로 갑니다
#t_seed 소희: 재료는 제가 다음 주에 화원 가서 알아보고 사올게요
영란: 씨앗은 토종 들꽃으로 하면 좋겠습니다. 외래종은 곤란해요.
소희: 넵 메모!
"""),
("2026-09-10 19:50", r"""
태오: 장비 얘기도 해야 될 것 같아요 지난번 집게 두 개 부러졌잖아요
#d_tong_p 태오: 초록상점에서 스텐 집게 10개랑 생분해 봉투 사요. 집게 개당 7,500원인데 단체는 10% 빼준대요
#d_tong_obj 영란: 다이소에 2천원짜리 집게도 있지 않나요? 그걸로 충분할 것 같은데요.
#d_tong_r >d_tong_obj 태오: 부러진 게 그 다이소 거예요 ㅠ 손잡이 플라스틱이라 한 달 만에 나감
동하: ㄹㅇ 그거 벌어져서 담배꽁초도 못 집음
#d_tong_ea 영란: 아 그랬군요. 그럼 오래 쓰는 걸로 사시지요.
#d_tong_a1 은정: 찬성이요
#d_tong_ok 소희: 초록상점 스텐 집게 10개 + 생분해 봉투로 결정!
#t_order 영란: 주문은 제가 하겠습니다. 오늘 저녁에 넣을게요.
소희: 감사해요 영란쌤 영수증 꼭 챙겨주세요!
#t_bot_budget_q 소희: @코덱스 구청 지원금 30만원이에요. 집게 10개 개당 7500원 10%할인, 생분해 봉투 100장 25000원, 부스 재료 대략 8만원으로 예산표 좀
#t_bot_budget 코덱스: 정리함.
#t_bot_budget_done 코덱스: 예산표 (지원금 300,000원)\n- 집게 10개: 67,500\n- 생분해 봉투 100장: 25,000\n- 부스 재료(예상): 80,000\n- 소계: 172,500\n- 잔액: 127,500
동하: 오 생각보다 남네
#n_q_left 동하: 근데 지원금 남으면 다음 달로 이월돼요?
소희: 그건 구청에 물어봐야 돼요 아마 연말에 반납일 듯
"""),
("2026-09-11 18:20", r"""
#t_apply_done 소희: 부스 신청서 냈어요~ 담당 주무관님이 다음 주에 확정 연락 준대요
은정: 수고하셨어요!!
태오: 금요일이다아
#nt_all 태오: 이번 달엔 제가 전주천 쓰레기 혼자 다 줍겠습니다 ㅋㅋㅋ
동하: 혼자 하면 우린 뭐함
영란: 의욕이 좋습니다 ㅎㅎ
"""),
("2026-09-12 14:05", r"""
은정: 느린숲 다녀왔어요 ^^
은정: [사진]
#t_cafe_done >t_cafe 은정: 사장님이랑 얘기했는데 완전 적극적이에요
#d_cafe_p 은정: 줍깅 참가자가 인증 사진 보여주면 음료 천원 할인해주고, 우리 집게랑 봉투를 카페 창고에 보관해준대요. 대신 카페 인스타에 우리 모임 태그만 해달래요
#d_cafe_obj 태오: 음 근데 특정 카페랑 묶이면 봉사모임이 광고해주는 느낌 안 나요?
#d_cafe_r >d_cafe_obj 소희: 우리가 돈 받는 건 하나도 없고 오히려 보관 장소 생기는 거라 이득인 듯? 다른 가게도 원하면 똑같이 하면 되고
#d_cafe_tr 태오: 아 그렇게 보면 맞네요 ㅇㅋ 저도 찬성
#d_cafe_a1 동하: 👍
#d_cafe_a2 영란: 보관 장소가 제일 반갑습니다.
#d_cafe_ok 소희: 그럼 느린숲이랑 제휴하는 걸로! 은정님 최고
#t_coupon 은정: 사장님이 할인 쿠폰 스탬프 카드 만들어주면 좋겠대서 그건 제가 다음 주까지 인쇄해올게요
#d_tee_p 동하: 아 그리고 단체 티셔츠 하나 맞추면 어때요 페트병 재생 원단으로. 부스에서 입으면 통일감 있을 듯
#d_tee_a1 소희: 좋아요 우리 모임 이름 박아서!
#d_tee_a2 태오: 오 ㄱㄱ
#d_tee_a3 은정: 좋아요 ^^
#t_tee 은정: 티셔츠 견적은 제가 아는 데 있어서 알아볼게요
#nt_zero 은정: 언젠가 다 같이 제로웨이스트샵도 한번 가보고 싶네요
영란: 저도 가보고 싶습니다.
"""),
("2026-09-13 10:15", r"""
태오: [사진]
태오: 아침 러닝하다가 주운 거 ㅋㅋ 혼자 줍깅
동하: 부지런하다
#cups 태오: 일회용 컵이 제일 많아요 진짜
은정: 주말엔 다들 뭐해요?
동하: 시댁... 아니 처가
소희: ㅋㅋㅋㅋ
영란: 저는 손주 봐줍니다.
#nt_logo 동하: 우리 모임 로고도 언제 한번 만들어볼게요
소희: 오 기대합니다 ㅎㅎ
"""),
("2026-09-14 21:30", r"""
#t_card_q 소희: 9월 줍깅 홍보 카드뉴스 누가 만들어줄 사람~
#t_card 동하: 제가요 수요일까지 올릴게요
#t_seed_re 소희: 저는 씨앗폭탄 재료 이번 주말에 화원 들를게요. 평일엔 야근이라 ㅠ
클로디: 안녕하세요 여러분, 이번 주도 기분 좋은 한 주 보내세요 🌿
태오: 클로디 갑자기 훈훈 ㅋㅋ
은정: 고마워요 클로디 ^^
"""),
("2026-09-15 19:40", r"""
#t_order_done >t_order 소희: 영란쌤이 주문하신 집게랑 봉투 오늘 왔어요! 경비실에서 찾아옴
소희: [사진]
영란: 잘 왔군요. 다행입니다.
#n_bonus 태오: 쓰레기 제일 많이 주운 사람한테 새 집게 1번 쓸 권리 주죠 ㅋㅋ
동하: 그게 상이야? ㅋㅋ
은정: 티셔츠 견적 받았어요
#tee_quote 은정: 재생 원단이라 한 장에 18,000원이고 최소 30장이래요. 제작 3주 걸린대요 ㅠ
소희: 30장이면 54만원...
태오: 우리 다섯 명인데 ㅋㅋㅋ
영란: 행사 날까지도 빠듯하겠습니다.
#d_tee_drop_p 동하: 티셔츠는 그냥 접어요 제가 괜히 꺼냈네
#d_tee_drop_a1 소희: 아니에요 좋은 아이디어였어요 ㅎㅎ 근데 이번엔 패스
#d_tee_drop_a2 은정: 네 그럼 업체엔 안 한다고 할게요
#t_tee_drop 은정: 견적만 받았으니까 더 할 건 없어요^^
"""),
("2026-09-16 20:00", r"""
#t_card_done 동하: [사진]
동하: 카드뉴스 완성. 인스타 올리기 전에 확인 좀
은정: 이쁘다!!
태오: 폰트 뭐예요 귀엽
#heat 소희: 근데 주말 예보 봤는데 토요일 낮 최고 31도래요 ㅠ 9시에 모이면 끝날 때 완전 한낮이에요
영란: 노약자는 더위가 제일 위험합니다.
#d_sep2 소희: 📢 9월 줍깅 안내\n- 9/19(토) 아침 7시 30분\n- 전주천 싸전다리 아래 집결\n- 서신교까지 왕복, 9시 전에 끝내요\n- 집게·봉투는 모임에서 준비, 물이랑 모자는 각자!
#d_sep2_a1 은정: 7시 반이면 저 축구 전에도 돼요 최고 ^^
#d_sep2_a2 동하: 카드뉴스도 7시 반으로 고쳐서 올릴게
#d_sep2_a3 태오: 넵 일찍 일어나보겠습니다…
#d_sep2_a4 영란: 좋습니다.
#nt_water 소희: 다들 물은 꼭 각자 챙겨오세요! 텀블러면 더 좋고
+30m #nt_story 동하: 방금 인스타랑 스토리 7시 반 버전으로 올림
"""),
("2026-09-17 13:20", r"""
#booth_ok 소희: 구청 주무관님 연락 왔어요 부스 확정! 천막 1동, 테이블 2개, 의자 4개. 전기는 없대요
동하: 굿
#soil_no 소희: 근데 하나 문제... 광장 바닥이 새로 깐 거라 흙이나 물감 쓰는 체험은 안 된대요 ㅠ
태오: 아 씨앗폭탄 흙인데
은정: 헐 어떡해요
#d_quiz_p 은정: 그럼 분리배출 OX 퀴즈 어때요? 맞히면 느린숲 쿠폰 주고! 재료비도 거의 안 들어요
#d_quiz_obj 영란: 퀴즈는 아이들만 좋아하지 않을까요. 어른들은 그냥 지나칠 것 같은데요.
#d_quiz_r 은정: 어른들이 더 헷갈려해요 ㅋㅋ 치킨 뼈 음식물 쓰레기 아닌 거 아는 사람 별로 없어요
동하: 그거 나도 몰랐음
#d_quiz_er 영란: 하긴 저도 작년에 아이스팩을 잘못 버렸습니다. 그럼 퀴즈로 하시지요.
#d_quiz_a1 태오: 저도 찬성! 판넬로 크게 만들면 눈에 띌 듯
#d_quiz_ok 소희: 씨앗폭탄은 접고 부스는 분리배출 OX 퀴즈 + 정답자한테 카페 쿠폰으로 확정할게요
#t_seed_drop 소희: 다행히 흙이랑 씨앗은 아직 안 샀어요 ㅋㅋ 주말에 화원 안 가도 되겠다
#t_bot_quiz_q 소희: @클로디 분리배출 OX 퀴즈 문제 10개만 초안 부탁해도 될까요? 헷갈리는 걸로요
#t_bot_quiz 클로디: 네, 기꺼이요! 헷갈리기 쉬운 것 위주로 정리해 볼게요.
#t_bot_quiz_done 클로디: 분리배출 OX 퀴즈 초안입니다.\n1. 치킨 뼈는 음식물 쓰레기다 (X)\n2. 아이스팩 안의 젤은 하수구에 버린다 (X)\n3. 투명 페트병은 라벨을 떼고 따로 배출한다 (O)\n4. 깨진 유리는 유리병 수거함에 넣는다 (X)\n5. 영수증은 종이류로 배출한다 (X)\n6. 우유팩은 종이와 따로 모은다 (O)\n7. 컵라면 용기는 씻으면 플라스틱/스티로폼으로 배출 (O)\n8. 양파 껍질은 음식물 쓰레기다 (X)\n9. 칫솔은 플라스틱으로 배출한다 (X)\n10. 택배 상자 테이프는 떼고 배출한다 (O)
태오: 8번 진짜요?? 양파 껍질 몰랐네
영란: 훌륭합니다. 바로 써도 되겠어요.
#n_bot_prize 코덱스: 참고: 정답 경품은 선착순 50개로 제한 권장.
"""),
("2026-09-18 21:00", r"""
#t_coupon_done 은정: 쿠폰 스탬프 카드 100장 인쇄 완료 ^^ 느린숲 도장도 찍어왔어요
은정: [사진]
소희: 이쁘다 진짜
#nt_gloves 영란: 면장갑은 집에 있던 걸로 스무 켤레 어제 빨아서 챙겨두었습니다.
태오: 영란쌤 최고
#nt_bags 태오: 내일 종량제 봉투 주민센터 가서 받아올게요
#nt_bags_r >nt_bags 영란: 그건 아까 제가 주민센터 들러서 열 장 받아왔어요 ㅎㅎ
태오: 앗 역시 빠르시다
소희: 내일 7시 반 늦지 마세요~~
동하: 알람 3개
"""),
("2026-09-19 07:22", r"""
태오: 도착했는데 아무도 없음
소희: 저 2분이요!!
+6m 영란: 도착했습니다.
+4m 은정: 주차하고 가요 ^^
+3m 동하: ㅈㅅ 5분
+40m 태오: [사진]
태오: 다리 밑에 스티로폼 박스 세 개 ㅋㅋ
은정: 누가 낚시하고 버린 듯
+35m 소희: 서신교 찍고 돌아가는 중!
#t_weigh 태오: 끝나고 무게는 제가 저울로 재서 올릴게요
+25m 은정: 저 먼저 가요 축구 ㅠ 수고하셨어요!
+30m #t_weigh_done 태오: 오늘 총 12.4kg 나왔어요! 담배꽁초가 반은 될 듯
영란: 고생 많으셨습니다.
동하: 땀 범벅
#sep_coffee 소희: 느린숲에서 천원 할인 받았어요 ㅋㅋ 첫 제휴 사용
"""),
("2026-09-20 19:30", r"""
#vol_hours_q 동하: 봉사시간 인증 되나요? 회사에서 물어봐서
#t_1365 영란: 1365 봉사시간 등록은 제가 해보겠습니다. 수요일까지 신청해 둘게요.
소희: 와 감사해요 쌤
#nt_next_early 영란: 다음번엔 제가 꼭 제일 먼저 나가 있겠습니다 ㅎㅎ
태오: 오늘도 2등이셨는데요 ㅋㅋ
#n_hanok 영란: 그런데 한옥마을 쪽 코스도 한번 해보면 어떨까요? 관광객들이 버린 게 많던데요.
#n_hanok_r 소희: 거기 주말엔 사람이 너무 많아서 집게 들고 다니기 좀... 11월쯤 다시 얘기해봐요
영란: 네 알겠습니다.
"""),
("2026-09-21 22:10", r"""
#d_chu_p 태오: 추석 연휴에 특별 줍깅 한 번 해요! 26일 토요일 10시 덕진공원. 연휴에 쓰레기 엄청 나올 듯
#d_chu_a1 동하: ㅇㅋ 난 본가 안 가서 가능
#d_chu_a2 소희: 좋아요 연휴 마지막 날이니까
#d_chu_a3 은정: 저도 갈게요 ^^
영란: 저는 손주들 와서 어렵겠습니다. 재미있게 다녀오세요.
#d_chu_ok 태오: 그럼 26일 10시 덕진공원 연못 입구!
#n_bot_stretch 잼민이: 오 추석 줍깅 ㄱㄱ 🌕 끝나고 다같이 스트레칭 10분 하면 허리 안 아픔 강추!!
태오: 잼민이도 오냐 ㅋㅋ
"""),
("2026-09-22 18:40", r"""
#t_1365_done >t_1365 영란: 1365에 9월 19일 활동 등록 신청했습니다. 승인 나면 각자 확인하실 수 있어요.
동하: 감사합니다
소희: 쌤 최고 👍
은정: 명절 장 보느라 정신이 없네요 ㅠ
태오: 송편 만들어요?
은정: 시어머니가 ㅋㅋ 전 전 부쳐요
태오: 전 부친다 ㅋㅋㅋ
"""),
("2026-09-23 21:15", r"""
소희: 부스 근무표 짜야 돼요
#d_shift_p 소희: 10일 토요일 10시~5시인데 오전 10~1시 저랑 영란쌤, 오후 1~5시 태오랑 동하, 은정님은 쿠폰 담당으로 왔다갔다 어때요?
#d_shift_obj 동하: 아 저 그날 2시에 사촌 결혼식이에요 오후는 안 돼요
태오: 헐
#d_shift_r >d_shift_obj 영란: 그럼 제가 오후로 가고 동하님이 오전에 오시면 되겠네요.
#d_shift_ea 동하: 아 그럼 완벽 오전 할게요 감사합니다 쌤
#d_shift_a1 태오: 오후 영란쌤이랑 ㄱㄱ
#d_shift_a2 은정: 저는 종일 있을게요^^
#d_shift_ok 소희: 정리하면 오전 소희·동하 / 오후 태오·영란 / 은정님 종일 쿠폰!
#d_banner_p 동하: 포토존도 하나 있으면 좋겠는데 구청에 버려지는 폐현수막 받아서 배경으로 엮으면 어때요
#d_banner_a1 소희: 오 주제랑 딱 맞다
#d_banner_a2 태오: 좋아요
#d_banner_a3 영란: 뜻깊겠습니다.
#t_banner 동하: 현수막은 제가 구청 홍보팀에 얘기해서 다음 주 금요일까지 받아올게요
#n_sell 동하: 아 그리고 업사이클 파우치 같은 거 만들어서 팔면 어때요
#n_sell_no 소희: 구청 행사라 판매는 안 된대요 공문에 있었어요
동하: 아 그렇구나
"""),
("2026-09-24 20:30", r"""
#rain 은정: 토요일 비 70%래요 ㅠㅠ
태오: 헐 덕진공원 어떡하지
소희: 저도 방금 봤어요... 그리고 저 시댁에서 하루 더 있으래서
동하: 나도 친척 갑자기 온다고 함
#d_chu_drop_p >d_chu_ok 태오: 추석 줍깅은 그냥 접어요 ㅠ 다음 달 정기 때 덕진공원 가죠 뭐
#d_chu_drop_a1 소희: 네 이번엔 취소해요
#d_chu_drop_a2 은정: 아쉽지만 ㅠ
#n_rain_booth 은정: 근데 행사 날도 비 오면 부스 어떻게 돼요?
#n_rain_booth_r 소희: 천막이 있으니까 하긴 할 거예요 그때 가서 봐요
"""),
("2026-09-25 11:00", r"""
영란: 모두 즐거운 추석 보내세요.
은정: 행복한 한가위 되세요 ^^
태오: [사진]
태오: 송편 제가 빚음 ㅋㅋ 모양 보소
동하: 만두 아님?
소희: ㅋㅋㅋㅋㅋㅋ
잼민이: 다들 해피 추석 🌕🥮 많이 먹고 많이 걸어!!
"""),
("2026-09-28 19:50", r"""
#t_banner_hand 동하: 저 갑자기 수요일부터 서울 출장 잡혔어요 ㅠ 금요일까지라 현수막 못 받으러 갈 것 같은데 혹시...
#t_banner_hand_ok 태오: 제가 갈게요! 수업 목요일 오전에 없어요
동하: 고마워 태오 ㅠㅠ 홍보팀 김 주무관님 찾으면 됨
#nt_car 태오: 영란쌤 테이블 보로 부스 짐 제 차로 실어다 드릴까요?
#nt_car_r 소희: 괜찮아요 구청에서 천막이랑 테이블 다 세팅해준대요 우린 작은 짐만
#nt_board 태오: 퀴즈 판넬은 어제 제가 인쇄소에 맡겨놨어요 클로디 문제 그대로요
소희: 오 벌써요? 👍
"""),
("2026-10-01 16:30", r"""
#t_banner_done >t_banner_hand_ok 태오: 폐현수막 받아왔어요! 여섯 장
태오: [사진]
은정: 엄청 크다 ㅋㅋ
소희: 수고했어요 태오 👍
태오: 퀴즈 판넬도 인쇄소 맡긴 거 찾아왔어요 A1 두 장
#nt_coffee 은정: 태오 다음 줍깅 때 커피는 제가 쏠게요 ㅎㅎ 1등 줍깅러
태오: 와 ㅋㅋ 기대
"""),
("2026-10-03 14:00", r"""
동하: 출장 끝 ㅠ 살았다
#n_year_end 은정: 연말에 송년회 겸 야간 줍깅 어때요? 트리 보러 가면서
#n_year_end_r 소희: 완전 좋은데 그건 10월 행사 끝나고 얘기해요 ㅎㅎ
동하: 동의
영란: 개천절인데 다들 쉬시는지요.
태오: 저는 시험공부…
"""),
("2026-10-05 21:00", r"""
소희: 행사 닷새 남았어요!
#supply_list 소희: 챙길 거 정리하면 퀴즈 판넬 2장, 폐현수막 포토존, 쿠폰 100장, 스탬프, 집게 10개 전시용, 볼펜
#t_bot_list_q 소희: @잼민이 부스 체크리스트 만들어줄 수 있어?
잼민이: 당근이지 📝\n- 퀴즈 판넬 2장\n- 포토존 현수막 + 케이블타이\n- 쿠폰 100장 + 도장\n- 집게 10개\n- 볼펜, 테이프, 가위\n- 물, 간식
#nt_bot_insta 잼민이: 원하면 당일 인스타 라이브 멘트도 써줄게 ㅎㅎ
동하: ㄴㄴ 괜찮 ㅋㅋ
#nt_tie 은정: 케이블타이랑 테이프는 집에 많아서 벌써 가방에 넣어놨어요 ^^
소희: 감사해요!
"""),
("2026-10-08 20:20", r"""
#photozone 동하: 포토존 현수막 엮는 건 당일 9시에 와서 할게요 태오 같이 ㄱ?
태오: ㄱㄱ
클로디: 토요일 전주는 맑고 최고 24도로 예보되어 있어요 ☀️
#n_bot_shade 클로디: 오후 햇볕이 강할 수 있으니 천막 옆에 그늘막을 하나 더 치시는 것도 좋겠어요.
#n_bot_shade_r >n_bot_shade 소희: 천막이면 충분할 듯요 ㅎㅎ 다행이다 날씨
#nt_bot_more 클로디: 필요하시면 당일 안내 문구도 함께 다듬어 드릴게요.
영란: 괜찮습니다. 고맙습니다.
"""),
("2026-10-10 09:05", r"""
동하: 광장 도착
태오: 저도요 현수막 엮는 중
태오: [사진]
+40m 소희: 천막 번호 17번이에요
+20m 영란: 점심 드실 분 김밥 사 갈까요?
소희: 넵!! 네 줄이요
+1h 은정: 벌써 쿠폰 40장 나갔어요 ^^
동하: 치킨 뼈 문제에서 다 틀림 ㅋㅋ
+2h 태오: 교대 왔습니다
소희: 오전조 퇴근~~
+2h 영란: 쿠폰 다 나갔습니다.
#quiz_people 영란: 퀴즈 참여한 분이 대략 140명 정도 됩니다.
+1h 태오: 철수 완료 현수막은 창고로
"""),
("2026-10-11 20:30", r"""
소희: 어제 다들 너무 고생했어요 ㅠㅠ
#fest_result 소희: 구청에서 우리 부스 인기 부스 3위였대요 ㅋㅋ
은정: 와!!
동하: 치킨 뼈의 힘
#cafe_after 은정: 느린숲 사장님이 어제 쿠폰 들고 온 손님만 30명 넘었대요 ^^ 다음에도 같이 하재요
#t_receipt 소희: 지원금 정산은 영수증 모아서 제가 다음 주 금요일까지 구청에 낼게요
#t_photos 동하: 어제 사진은 제가 정리해서 인스타에 올릴게요
#oct_walk 소희: 그리고 10월 정기 줍깅은 셋째 토요일이니까 17일이에요~ 장소는 담에 공지할게요
태오: 넵 ㅋㅋ 이번엔 1등 못 뺏김
영란: 모두 수고 많으셨습니다.
"""),
]

DECISIONS = [
    dict(id='d1', text='구청 행사 부스 체험: 병뚜껑 녹여 키링 만들기 (새활용센터 사출기 대여)',
         stated=['d_key_p', 'd_key_a1', 'd_key_a2', 'd_key_a3', 'd_key_ok'],
         agreed_by=['태오', '동하', '은정', '영란', '소희'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_seed_p', 'd_seed_ok']),
    dict(id='d2', text='사출기를 못 빌려서 부스 체험을 씨앗폭탄 만들기로',
         stated=['d_seed_p', 'd_seed_a1', 'd_seed_a2', 'd_seed_a3', 'd_seed_ok'],
         agreed_by=['소희', '동하', '태오', '은정'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_quiz_p', 'd_quiz_ok']),
    dict(id='d3', text='흙 체험 금지라 부스는 분리배출 OX 퀴즈, 정답자에게 느린숲 쿠폰',
         stated=['d_quiz_p', 'd_quiz_er', 'd_quiz_a1', 'd_quiz_ok'],
         agreed_by=['은정', '영란', '태오', '소희'], objected_by=['영란'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='9월 정기 줍깅: 19일(토) 아침 9시 싸전다리 아래 집결, 서신교까지 왕복',
         stated=['d_sep_p', 'd_sep_a1', 'd_sep_a2', 'd_sep_a3'],
         agreed_by=['소희', '동하', '태오', '영란'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_sep2']),
    dict(id='d5', text='9월 줍깅은 19일(토) 아침 7시 30분 싸전다리 아래, 9시 전에 끝냄 (더위 때문)',
         stated=['d_sep2', 'd_sep2_a1', 'd_sep2_a2', 'd_sep2_a3', 'd_sep2_a4'],
         agreed_by=['소희', '은정', '동하', '태오', '영란'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='카페 느린숲과 제휴: 인증하면 음료 천원 할인, 집게·봉투 카페 창고 보관, 카페 인스타에 모임 태그',
         stated=['d_cafe_p', 'd_cafe_tr', 'd_cafe_a1', 'd_cafe_a2', 'd_cafe_ok'],
         agreed_by=['은정', '태오', '동하', '영란', '소희'], objected_by=['태오'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='장비: 초록상점 스텐 집게 10개(단체 10% 할인) + 생분해 봉투',
         stated=['d_tong_p', 'd_tong_ea', 'd_tong_a1', 'd_tong_ok'],
         agreed_by=['태오', '영란', '은정', '소희'], objected_by=['영란'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='부스 근무: 오전 10~1시 소희·동하, 오후 1~5시 태오·영란, 은정 종일 쿠폰',
         stated=['d_shift_p', 'd_shift_r', 'd_shift_ea', 'd_shift_a1', 'd_shift_a2', 'd_shift_ok'],
         agreed_by=['소희', '영란', '동하', '태오', '은정'], objected_by=['동하'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='정기 줍깅은 매달 셋째 토요일 아침 (9시 전에 끝남)',
         stated=['d_sat_p', 'd_sat_er', 'd_sat_a1', 'd_sat_a2', 'd_sat_ok'],
         agreed_by=['소희', '은정', '태오', '영란'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='부스 포토존은 구청 폐현수막을 엮어 만든 배경',
         stated=['d_banner_p', 'd_banner_a1', 'd_banner_a2', 'd_banner_a3'],
         agreed_by=['동하', '소희', '태오', '영란'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='재생 원단 단체 티셔츠 맞추기',
         stated=['d_tee_p', 'd_tee_a1', 'd_tee_a2', 'd_tee_a3'],
         agreed_by=['동하', '소희', '태오', '은정'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_tee_drop_p', 'd_tee_drop_a1', 'd_tee_drop_a2']),
    dict(id='d12', text='추석 특별 줍깅: 9/26(토) 10시 덕진공원 연못 입구',
         stated=['d_chu_p', 'd_chu_a1', 'd_chu_a2', 'd_chu_a3', 'd_chu_ok'],
         agreed_by=['태오', '동하', '소희', '은정'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_chu_drop_p', 'd_chu_drop_a1', 'd_chu_drop_a2']),
]

NON_DECISIONS = [
    (['n_kayak', 'n_kayak_no'], 'proposal not taken up'),     # 카약 타고 물 위 쓰레기 → 위험·허가
    (['n_q_left'], 'question'),                                # 지원금 남으면 이월?
    (['n_bonus'], 'joke'),                                     # 1등에게 새 집게 1번 쓸 권리
    (['n_bot_prize'], 'bot suggestion ignored'),               # 코덱스: 경품 선착순 50개
    (['n_hanok', 'n_hanok_r'], 'proposal not taken up'),       # 한옥마을 코스 → 11월쯤
    (['n_bot_stretch'], 'bot suggestion ignored'),             # 잼민이: 스트레칭 10분
    (['n_sell', 'n_sell_no'], 'proposal not taken up'),        # 업사이클 파우치 판매 → 판매 금지
    (['n_rain_booth', 'n_rain_booth_r'], 'hypothetical'),      # 행사 날 비 오면?
    (['n_year_end', 'n_year_end_r'], 'proposal not taken up'), # 연말 야간 줍깅 → 행사 끝나고
    (['n_bot_shade', 'n_bot_shade_r'], 'bot suggestion ignored'),  # 클로디: 그늘막 하나 더
]

TODOS = [
    dict(id='t1', owner='소희', task='구청 환경한마당 부스 신청서 제출',
         taken=['t_apply'], due='2026-09-11', status='done', closed_by=['t_apply_done'], handed_to=None),
    dict(id='t2', owner='은정', task='카페 느린숲 사장님께 제휴 가능한지 물어보기',
         taken=['t_cafe'], due='2026-09-13', status='done', closed_by=['t_cafe_done'], handed_to=None),
    dict(id='t3', owner='태오', task='새활용센터에 사출기 대여 문의',
         taken=['t_machine'], due='2026-09-08', status='done', closed_by=['t_machine_done', 'machine_no'], handed_to=None),
    dict(id='t4', owner='영란', task='초록상점에 집게 10개·생분해 봉투 주문',
         taken=['t_order'], due='2026-09-10', status='done', closed_by=['t_order_done'], handed_to=None),
    dict(id='t5', owner='동하', task='9월 줍깅 홍보 카드뉴스 만들기',
         taken=['t_card'], due='2026-09-16', status='done', closed_by=['t_card_done'], handed_to=None),
    dict(id='t6', owner='동하', task='구청 홍보팀에서 포토존용 폐현수막 받아오기',
         taken=['t_banner', 't_banner_hand_ok'], due='2026-10-02', status='done',
         closed_by=['t_banner_done'], handed_to='태오'),
    dict(id='t7', owner='코덱스', task='구청 지원금 30만원 예산표 정리',
         taken=['t_bot_budget'], due='', status='done', closed_by=['t_bot_budget_done'], handed_to=None),
    dict(id='t8', owner='클로디', task='분리배출 OX 퀴즈 문제 10개 초안',
         taken=['t_bot_quiz'], due='', status='done', closed_by=['t_bot_quiz_done'], handed_to=None),
    dict(id='t9', owner='소희', task='씨앗폭탄 재료(흙·점토·토종 들꽃 씨앗) 화원에서 사오기',
         taken=['t_seed', 't_seed_re'], due='2026-09-20', status='dropped',
         closed_by=['d_quiz_ok', 't_seed_drop'], handed_to=None),
    dict(id='t10', owner='은정', task='재생 원단 단체 티셔츠 견적·주문 알아보기',
         taken=['t_tee'], due='', status='dropped', closed_by=['d_tee_drop_a2', 't_tee_drop'], handed_to=None),
    dict(id='t11', owner='태오', task='9월 줍깅 쓰레기 무게 재서 올리기',
         taken=['t_weigh'], due='2026-09-19', status='done', closed_by=['t_weigh_done'], handed_to=None),
    dict(id='t12', owner='영란', task='1365에 9월 줍깅 봉사시간 등록 신청',
         taken=['t_1365'], due='2026-09-23', status='done', closed_by=['t_1365_done'], handed_to=None),
    dict(id='t13', owner='소희', task='지원금 영수증 모아 구청에 정산 제출',
         taken=['t_receipt'], due='2026-10-16', status='open', closed_by=[], handed_to=None),
    dict(id='t14', owner='동하', task='행사 사진 정리해서 인스타에 올리기',
         taken=['t_photos'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='은정', task='느린숲 쿠폰 스탬프 카드 인쇄',
         taken=['t_coupon'], due='2026-09-20', status='done', closed_by=['t_coupon_done'], handed_to=None),
]

NON_TODOS = [
    (['nt_all'], 'banter promise'),                    # 전주천 쓰레기 혼자 다 줍겠습니다
    (['nt_zero'], 'vague wish'),                       # 제로웨이스트샵 가보고 싶다
    (['nt_logo'], 'vague promise'),                    # 로고 언제 한번
    (['nt_water'], 'instruction to others'),           # 물 각자 챙기기
    (['nt_board'], 'already done'),                    # 퀴즈 판넬 이미 맡김
    (['nt_gloves'], 'already done'),                   # 면장갑 챙겨둠
    (['nt_bags', 'nt_bags_r'], 'already done by someone else'),  # 종량제 봉투 → 영란이 이미
    (['nt_tie'], 'already done'),                      # 케이블타이 이미 챙김
    (['nt_car', 'nt_car_r'], 'offer declined'),        # 차로 실어다 → 구청이 세팅
    (['nt_coffee'], 'banter promise'),                 # 커피 쏠게요
    (['nt_bot_insta'], 'bot offer not taken up'),      # 잼민이 라이브 멘트
    (['nt_bot_more'], 'bot offer not taken up'),       # 클로디 안내 문구
]

QUESTIONS = [
    # ---- changed
    ('환경한마당 부스에서 결국 어떤 체험을 했어?',
     ['d_key_ok', 'd_seed_ok', 'd_quiz_p', 'd_quiz_ok'],
     '분리배출 OX 퀴즈(정답자에게 느린숲 쿠폰). 병뚜껑 키링 → 씨앗폭탄 → 퀴즈로 두 번 바뀜', 'changed'),
    ('부스 아이템으로 제일 처음 나왔던 안은?',
     ['d_key_p', 'd_key_ok'], '병뚜껑을 녹여 키링 만드는 체험 (새활용센터 사출기 빌려서)', 'changed'),
    ('병뚜껑 키링 계획은 왜 바뀐 거야?',
     ['machine_no', 'd_seed_p'], '새활용센터 사출기가 한 대뿐인데 10월 10일엔 전북 환경축제에 대여 나가 있어서(사면 80만원 넘음)', 'changed'),
    ('씨앗폭탄은 왜 못 하게 됐어?',
     ['soil_no', 'd_quiz_ok'], '구청 광장 바닥이 새로 깔려서 흙이나 물감 쓰는 체험이 금지라서 퀴즈로 바꿈', 'changed'),
    ('9월 정기 줍깅 최종 모임 시간이 몇 시였지?',
     ['d_sep_p', 'heat', 'd_sep2'], '19일 토요일 아침 7시 30분 싸전다리 아래 (원래 9시였는데 더위 때문에 당김)', 'changed'),
    ('9월 줍깅 처음 잡았던 시각은?',
     ['d_sep_p'], '아침 9시', 'changed'),
    ('모임 단체티 만드는 건 어떻게 됐어?',
     ['tee_quote', 'd_tee_drop_p', 'd_tee_drop_a1'], '접음. 한 장 18,000원에 최소 30장, 제작 3주라서 안 하기로', 'changed'),
    ('연휴 때 덕진공원 가기로 한 거 했어?',
     ['d_chu_ok', 'rain', 'd_chu_drop_p', 'd_chu_drop_a1'], '안 함. 비 예보 70%에 다들 집안일이 생겨 취소, 다음 달 정기 때 가자고 함', 'changed'),
    # ---- owner
    ('포토존 현수막은 최종적으로 누가 받아왔어?',
     ['t_banner', 't_banner_hand', 't_banner_hand_ok', 't_banner_done'], '태오 (동하가 맡았다가 서울 출장 때문에 넘김)', 'owner'),
    ('스텐 집게 주문 넣은 사람?',
     ['t_order', 't_order_done'], '영란', 'owner'),
    ('퀴즈 문제 초안 누가 짰어?',
     ['t_bot_quiz_q', 't_bot_quiz_done'], '클로디(봇)', 'owner'),
    ('지원금 예산 계산은 누가 해줬어?',
     ['t_bot_budget_q', 't_bot_budget_done'], '코덱스(봇)', 'owner'),
    ('봉사시간 등록은 누가 맡았어?',
     ['t_1365', 't_1365_done'], '영란', 'owner'),
    # ---- status
    ('구청 정산 서류 냈어?',
     ['t_receipt'], '아직. 소희가 다음 주 금요일까지 낸다고만 함', 'status'),
    ('행사 사진 인스타에 올라갔어?',
     ['t_photos'], '아직. 동하가 정리해서 올리겠다고만 함', 'status'),
    ('소희가 화원에서 흙이랑 씨앗 샀어?',
     ['t_seed', 't_seed_re', 't_seed_drop'], '안 삼. 사기 전에 씨앗폭탄이 취소돼서 필요 없어짐', 'status'),
    ('카페 할인 쿠폰 카드 인쇄됐어?',
     ['t_coupon', 't_coupon_done'], '응, 은정이 100장 인쇄하고 도장까지 찍어옴', 'status'),
    ('주문한 집게 도착했어?',
     ['t_order_done'], '응, 9월 15일 소희네 아파트 경비실로 옴', 'status'),
    ('카드뉴스 만든 거 나왔어?',
     ['t_card', 't_card_done'], '응, 동하가 16일에 완성해서 올림 (나중에 7시 반 버전으로 고침)', 'status'),
    # ---- single
    ('9월 정기 줍깅 때 쓰레기 몇 킬로 모였어?',
     ['t_weigh_done'], '12.4kg (절반쯤 담배꽁초)', 'single'),
    ('구청 지원금 총액이 얼마야?',
     ['t_bot_budget_q'], '30만원', 'single'),
    ('느린숲이 우리한테 해주기로 한 게 뭐야?',
     ['d_cafe_p'], '인증 사진 보여주면 음료 천원 할인, 집게·봉투를 카페 창고에 보관 (대신 카페 인스타에 모임 태그)', 'single'),
    ('행사 때 퀴즈에 몇 명쯤 참여했어?',
     ['quiz_people'], '약 140명', 'single'),
    ('구청이 부스에 뭘 제공해줘?',
     ['booth_ok'], '천막 1동, 테이블 2개, 의자 4개 (전기는 없음)', 'single'),
    ('스텐 집게 한 개 원래 가격?',
     ['d_tong_p'], '7,500원 (단체 10% 할인)', 'single'),
    # ---- temporal
    ('구청 행사 날짜가 언제야?',
     ['fest_info'], '10월 10일 토요일', 'temporal'),
    ('10월 정기 줍깅은 며칠이야?',
     ['d_sat_ok', 'oct_walk'], '10월 17일 토요일 (셋째 토요일)', 'temporal'),
    ('부스 신청 마감일이 언제였어?',
     ['fest_info'], '9월 18일', 'temporal'),
    ('현수막 엮으러 행사 날 몇 시에 오기로 했어?',
     ['photozone'], '당일 아침 9시 (동하·태오)', 'temporal'),
    # ---- multi
    ('행사 날 동하랑 영란쌤은 각각 언제 부스 지켰어? 왜 그렇게 됐어?',
     ['d_shift_p', 'd_shift_obj', 'd_shift_r', 'd_shift_ok'],
     '동하는 오전(10~1시), 영란은 오후(1~5시). 원래 반대였는데 동하가 2시에 사촌 결혼식이 있어서 바꿈', 'multi'),
    ('카페랑 손잡는 거 반대한 사람 있었어? 결론은?',
     ['d_cafe_obj', 'd_cafe_r', 'd_cafe_tr', 'd_cafe_ok'],
     '태오가 광고해주는 느낌이라고 걱정했지만 돈 받는 게 없고 보관 장소가 생긴다는 소희 말에 찬성, 제휴 확정', 'multi'),
    ('집게 다이소 걸로 하자는 얘기는 어떻게 정리됐어?',
     ['d_tong_obj', 'd_tong_r', 'd_tong_ea', 'd_tong_ok'],
     '영란이 다이소 2천원 집게를 제안했지만 부러진 게 그 집게라서 초록상점 스텐 집게로 결정', 'multi'),
    ('예산표 기준으로 집게에 드는 돈이랑 남는 돈은 각각 얼마야?',
     ['t_bot_budget_done'], '집게 67,500원, 전체 소계 172,500원이라 잔액 127,500원', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20260907)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
