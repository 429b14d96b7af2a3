extension DeclaredHelpKorean {
    /// The help of the commands that read the rule catalog: rules, explain, lint, cases, checklist, adapters.
    static let catalogCommands: [String: String] = [
        "adapters.abstract": "키트에 내장된 어댑터를 나열한다",
        "adapters.discussion": """
        키트에 내장된 어댑터를 종류별로 나열한다. 기준 모델, 스위트가 어기는 규칙에서 정확히 잡아내야 할
        실수를 하나씩 가진 결함 샘플, 관측 계약의 자유 하나를 기준 모델과 다르게 쓰면서도 적합해야 하는
        유효한 변형, 그리고 예외를 던지거나 멈추거나 트랩을 일으키는 오작동 어댑터이다.
        """,
        "rules.abstract": "카탈로그의 규칙을 나열하고 거른다",
        "rules.discussion": "필터는 되풀이해 주거나 쉼표로 나눈 값을 받을 수 있다. --section은 그 절과 모든 하위 절에 맞는다.",
        "rules.level": "이 수준의 규칙만 남긴다",
        "rules.subject": "시스템에 관한 규칙 또는 앱에 관한 규칙만 남긴다",
        "rules.category": "이 범주의 규칙만 남긴다(spec/categories.json 참고)",
        "rules.section": "이 절과 그 하위 절의 규칙만 남긴다",
        "rules.source": "이 원문 문서의 규칙만 남긴다",
        "rules.testability": "이 방식으로 검사하는 규칙만 남긴다",
        "rules.text": "진술문에 이 낱말이 들어 있는 규칙만 남긴다",
        "rules.format": "출력 형식",
        "rules.spec": "키트에 딸린 카탈로그 대신 이 spec 폴더를 읽는다",
        "explain.abstract": "규칙 하나에 관해 키트가 아는 모든 것",
        "explain.discussion": """
        규칙의 진술문, 수준과 그 근거, 주체, 범주, 검사 가능성(과 그 까닭), iOS 버전, 절 경로와 원문 문서
        (제목, 시드 파일과 줄)를 출력하고, 그 규칙을 담은 표의 행, 그 규칙이 낀 충돌과 모델의 기본 해석 및
        해석을 고르는 설정, 같은 말을 하는 규칙, 그 규칙을 시험하는 적합성 케이스를 출력한다.
        --seeds(또는 LIFECYCLE_KIT_SEEDS)를 주면 키트가 싣지 않는 문서의 사용자 사본에서 규칙이 나온
        줄과 그 절의 제목을 인용한다.
        """,
        "explain.RULE-ID": "설명할 규칙, 예: STATES-088(대소문자는 가리지 않는다)",
        "explain.spec": "키트에 딸린 카탈로그 대신 이 spec 폴더를 읽는다",
        "explain.seeds": "문서의 사용자 사본이 든 폴더(기본값: $LIFECYCLE_KIT_SEEDS)",
        "lint.abstract": "규칙 카탈로그를 검증하고 요약을 출력한다",
        "lint.discussion": """
        카탈로그를 읽어 검증한다. 아이디가 겹치지 않는지, 절과 수준과 범주가 알려진 것인지, 가리키는
        대상이 없는 참조가 없는지, 충돌이 양쪽에 적혀 있는지, 모든 절이 다뤄지는지, 표의 모든 행이
        있는 규칙을 인용하는지 본다. 이어서 기준 모델이 읽는 모든 표를 행마다 검사한다. 각 값이
        닫힌 어휘(상태, 트리거, 콜백, 수신자, 모드, 이벤트, 의무, 활동, 알림, 측면…)에 속하는지,
        모르는 필드가 없는지, 측면 규칙이 모두 그 행의 규칙인지 본다. 개수를 한 줄로 출력하고,
        결함이 있으면 각각을 파일, 줄, 레코드, 필드와 함께 출력한 뒤 1로 끝난다.
        --seeds(또는 LIFECYCLE_KIT_SEEDS)를 주면 문서의 사용자 사본과도 카탈로그를 대조한다. 각 절의
        제목 지문이 기록된 줄에 있는지, 각 규칙의 시드 줄이 파일 안에 있고 비어 있지 않은지 보며,
        다른 점은 모두 결함이다. 읽을 수 없는 사본이면 3으로 끝난다.
        """,
        "lint.spec": "키트에 딸린 카탈로그 대신 이 spec 폴더를 검증한다",
        "lint.seeds": "문서의 사용자 사본이 든 폴더(기본값: $LIFECYCLE_KIT_SEEDS)",
        "lint.verbose": "카탈로그의 SHA-256(보고서에 적히는 값), 범주별 규칙 수와 충돌도 출력한다",
        "cases.abstract": "적합성 케이스를 나열하거나, 하나를 보이거나, 재생 스크립트로 출력한다",
        "cases.discussion": """
        케이스 아이디가 없으면 모든 케이스를 그 규칙과 적힌 곳과 함께 나열한다. 아이디가 있으면 그
        케이스의 구성, 자극, 검사를 각 검사가 책임지는 규칙과 함께 출력한다. --script는 케이스를
        'lifecycle-kit simulate --script -'가 기준 모델에서 재생하는 스크립트로 출력한다.
        """,
        "cases.CASE-ID": "케이스 아이디, 예: LAUNCH-001",
        "cases.script": "케이스를 재생 스크립트로 출력한다",
        "checklist.abstract": "사람이 확인해야 할 규칙의 검토자 체크리스트를 쓴다",
        "checklist.discussion": """
        검사 가능성이 수동인 규칙을 모두, 나온 문서의 절별로 묶어 무엇을 볼지와 함께 나열한다. 검토자는
        규칙마다 판정(pass, fail 또는 not-applicable)을 근거, 이름, 날짜와 함께 확인서 파일에 남긴다
        (docs/attestations.md 참고). --template은 규칙마다 항목이 하나씩 있어 바로 채울 수 있는 확인서를
        쓴다(손대지 않은 항목은 검토되지 않은 것으로 친다). 이미 있는 파일은 결코 바꾸지 않는다.
        'check --attestations FILE'과 'report --attestations FILE'이 판정을 보고서에 합친다.
        """,
        "checklist.level": "이 수준의 규칙만 남긴다(기본값: 모든 수준)",
        "checklist.format": "체크리스트의 형식",
        "checklist.out": "체크리스트를 표준 출력 대신 FILE에 쓴다",
        "checklist.template": "규칙마다 검토되지 않은 항목 하나가 있는 확인서 템플릿도 쓴다",
        "checklist.implementation": "템플릿이 대상으로 하는 구현",
    ]
}
