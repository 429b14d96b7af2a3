/// What `lint`, `rules`, `adapters`, `diagram`, `checklist` and `report --compare` print
/// when they succeed.
public enum CommandOutputMessages: MessageArea {
    /// The area's name.
    public static let name = "command output"

    /// English.
    public static let english: [String: String] = [
        "lint.ok":
            "catalog OK: {rules} rules ({levels}; {subjects}; {testability}) in {categories} categories; {sections} sections in {sources} sources ({uncovered} without rules, each with a reason); {conflicts} conflicts; {tables} tables{translations}",
        "lint.translations": "; statements translated: {languages}",
        "lint.translations.language": "{count} in {language} ({code})",
        "lint.hash": "catalog SHA-256: {hash} (the catalogHash every report states)",
        "lint.categories": "categories:",
        "lint.conflicts": "conflicts:",
        "lint.conflict": "  {id}: {rules}; model follows {default}; {setting}",
        "lint.conflict.setting": "setting {setting}",
        "lint.conflict.no-setting": "no setting",
        "lint.seeds": "seeds: {summary} in {folder}",
        "adapters.reference": "reference:",
        "adapters.samples": "broken samples (must fail):",
        "adapters.variants": "valid variants (must conform):",
        "adapters.misbehaving": "misbehaving (throw, hang or trap):",
        "adapters.adapter": "  {name}  (version {version})",
        "diagram.written": "diagram written to {file}",
        "checklist.template-written": "attestation template of {count} rules written to {file}",
        "checklist.written": "checklist of {count} rules written to {file}",
        "compare.written": "comparison written to {folder}/ ({files})",
        "compare.summary": "compared {reports} reports: {rules} rules in {sections} sections, {disagreements} on which they disagree",
        "checklist.title": "# Reviewer's checklist",
        "checklist.intro":
            "{rules} rules a person must check, in {sections} sections. For each, look at what the line below it says, then record a verdict with its evidence in an attestation file (docs/attestations.md) and pass it to `lifecycle-kit check --attestations FILE` or `lifecycle-kit report --attestations FILE`.",
        "checklist.look-at": "  - look at: {reason}",
    ]

    /// Korean.
    public static let korean: [String: String] = [
        "lint.ok":
            "카탈로그 이상 없음: 규칙 {rules}개 ({levels}; {subjects}; {testability}), 범주 {categories}개; 출처 {sources}개에 절 {sections}개 (규칙이 없는 절 {uncovered}개, 저마다 이유가 있음); 상충 {conflicts}개; 표 {tables}개{translations}",
        "lint.translations": "; 옮긴 진술문: {languages}",
        "lint.translations.language": "{language} ({code}) {count}개",
        "lint.hash": "카탈로그 SHA-256: {hash} (모든 보고서가 밝히는 catalogHash)",
        "lint.categories": "범주:",
        "lint.conflicts": "상충:",
        "lint.conflict": "  {id}: {rules}; 모델이 따르는 해석 {default}; {setting}",
        "lint.conflict.setting": "설정 {setting}",
        "lint.conflict.no-setting": "설정 없음",
        "lint.seeds": "원문 사본: {summary} ({folder})",
        "adapters.reference": "기준:",
        "adapters.samples": "결함 샘플 (실패해야 함):",
        "adapters.variants": "올바른 변형 (적합해야 함):",
        "adapters.misbehaving": "오작동하는 어댑터 (오류를 던지거나, 멈추거나, 트랩):",
        "adapters.adapter": "  {name}  (버전 {version})",
        "diagram.written": "도표를 {file}에 썼다",
        "checklist.template-written": "규칙 {count}개의 확인 기록 템플릿을 {file}에 썼다",
        "checklist.written": "규칙 {count}개의 체크리스트를 {file}에 썼다",
        "compare.written": "비교를 {folder}/에 썼다 ({files})",
        "compare.summary": "보고서 {reports}개를 비교했다: 절 {sections}개의 규칙 {rules}개, 그 가운데 결과가 갈리는 규칙 {disagreements}개",
        "checklist.title": "# 검토자 체크리스트",
        "checklist.intro":
            "사람이 확인해야 하는 규칙 {rules}개, 절 {sections}개. 규칙마다 그 아래 줄이 말하는 것을 살펴본 뒤, 판정과 근거를 확인 기록 파일(docs/attestations.md)에 적고 `lifecycle-kit check --attestations FILE`이나 `lifecycle-kit report --attestations FILE`에 넘기십시오.",
        "checklist.look-at": "  - 살펴볼 것 (영어): {reason}",
    ]
}
