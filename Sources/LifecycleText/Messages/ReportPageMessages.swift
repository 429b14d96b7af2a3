/// The words of the report pages (`index.html` and `report.md`): title, verdict, level
/// table, diagrams, coverage and rule list. Texts may hold markup the renderers write
/// around escaped values; placeholders are filled with values already escaped.
public enum ReportPageMessages: MessageArea {
    /// The area's name.
    public static let name = "report pages"

    /// English.
    public static let english: [String: String] = [
        "page.title": "LifecycleKit conformance report: {name}",
        "page.verdict.headline.conforms": "Conforms",
        "page.verdict.headline.does-not-conform": "Does not conform",
        "page.verdict.outcome.conforms": "Every applicable required rule passed ({passed} passed, {notApplicable} not applicable).",
        "page.verdict.outcome.fails": "{failed} required rules failed, {untested} went untested and {attestedFail} were attested to fail.",
        "page.verdict.attested": " Reviewers attested {count} required rules.",
        "page.verdict.manual": " {count} required rules need a manual check and are unreviewed.",
        "page.verdict.code": "Verdict <code>{verdict}</code>. {detail}",
        "page.verdict.implementation": "Implementation {name} {version}, adapter {adapter}; {tests} tests, {failed} failed; results {origin}.",
        "page.provenance": "LifecycleKit {kit} (adapter contract {contract}); catalog SHA-256 {hash}",
        "page.version-not-stated": "(version not stated)",
        "page.not-stated": "not stated",
        "page.levels.heading": "Rules per level",
        "page.levels.level": "level",
        "page.levels.rules": "rules",
        "page.diagrams.heading": "State transitions",
        "page.diagrams.intro":
            "Generated from <code>spec/tables/transitions.json</code>, one diagram per configuration: every row that applies is followed step by step, "
            + "so an arrow is one move between two states, labelled with the triggers of the rows that make it. "
            + "<span class=\"legend-fail\">Red dashed arrows with ✗</span> belong to rows that cite a rule that failed in this run. Hover an arrow for its rows.",
        "page.diagrams.every-row": "every row",
        "page.diagrams.no-failing": "no arrow cites a failed rule",
        "page.diagrams.failing": "{failing} of {total} arrows cite a failed rule: ",
        "page.sections.heading": "Coverage per section",
        "page.sections.intro":
            "Rules stated directly in each section; <em>covered</em> means at least one test names the rule. Click a section to list its rules below.",
        "page.sections.section": "section",
        "page.sections.covered": "covered",
        "page.sections.coverage": "coverage",
        "page.sections.bar": "{covered} of {rules} covered",
        "page.rules.heading": "Rules",
        "page.rules.level": "level",
        "page.rules.category": "category",
        "page.rules.status": "status",
        "page.rules.all": "all",
        "page.rules.text": "text",
        "page.rules.text-placeholder": "id, words, section",
        "page.rules.reset": "reset",
        "page.rules.expand": "expand shown",
        "page.rules.collapse": "collapse all",
        "page.rules.count": "{shown} of {total} rules shown",
        "page.rule.meta": "Section: {section} (<code>{id}</code>) · subject {subject} · level {level} · testability {testability}",
        "page.rule.english": "English statement: {statement}",
        "page.rule.tests": "Tests ({count})",
        "page.rule.no-test": "No test names this rule.",
        "page.rule.not-automated": "Not checked automatically: {testability}.",
        "page.rule.attested": "Attested {verdict} by {reviewer} on {date}",
        "page.rule.charged-in": "Charged in ({count})",
        "page.rule.translation-note": "Translation note ({kind}): the translation {says}; the rule follows {follows}. {why}",
        "page.markdown.heading": "{mark} {name} {verdict}",
        "page.markdown.verdict": "**Verdict: `{verdict}`** — implementation {name} {version}, adapter {adapter}; {tests} tests, {failed} failed ({origin}).",
        "page.markdown.provenance": "LifecycleKit {kit} (adapter contract {contract}); catalog SHA-256 `{hash}`.",
        "page.markdown.open-index":
            "Open `index.html` for the full report: every rule, the state diagram of each configuration, per-section coverage and filters.",
        "page.markdown.attested": "Attested by a reviewer: {count} manual rules, {failing} attested to fail",
        "page.markdown.untested": "Required rules no test covered ({count})",
        "page.markdown.untested-more": " and {count} more (see `index.html`)",
        "page.markdown.diagrams-intro":
            "Generated from `spec/tables/transitions.json`: every row followed step by step; ✗ marks moves of rows that cite a failed rule.",
    ]

    /// Korean, in the glossary's terms.
    public static let korean: [String: String] = [
        "page.title": "LifecycleKit 적합성 보고서: {name}",
        "page.verdict.headline.conforms": "적합",
        "page.verdict.headline.does-not-conform": "부적합",
        "page.verdict.outcome.conforms": "해당하는 필수 규칙이 모두 통과했다 (통과 {passed}개, 해당 없음 {notApplicable}개).",
        "page.verdict.outcome.fails": "필수 규칙 {failed}개가 실패했고, {untested}개는 테스트 안 됨이며, {attestedFail}개는 확인서 실패다.",
        "page.verdict.attested": " 검토자가 필수 규칙 {count}개에 확인서를 남겼다.",
        "page.verdict.manual": " 필수 규칙 {count}개는 수동으로 확인해야 하며 아직 미검토다.",
        "page.verdict.code": "판정 <code>{verdict}</code>. {detail}",
        "page.verdict.implementation": "구현 {name} {version}, 어댑터 {adapter}; 테스트 {tests}개, 실패 {failed}개; 결과 출처 {origin}.",
        "page.provenance": "LifecycleKit {kit} (어댑터 계약 {contract}); 카탈로그 SHA-256 {hash}",
        "page.version-not-stated": "(버전 밝히지 않음)",
        "page.not-stated": "밝히지 않음",
        "page.levels.heading": "수준별 규칙",
        "page.levels.level": "수준",
        "page.levels.rules": "규칙",
        "page.diagrams.heading": "상태 전이",
        "page.diagrams.intro":
            "<code>spec/tables/transitions.json</code>에서 구성마다 하나씩 그린 다이어그램이다. 해당하는 모든 행을 한 단계씩 따라가므로, "
            + "화살표 하나는 두 상태 사이의 이동 하나이며 그 이동을 만드는 행들의 트리거가 붙는다. "
            + "<span class=\"legend-fail\">✗가 붙은 빨간 점선 화살표</span>는 이번 실행에서 실패한 규칙을 인용하는 행의 것이다. 화살표 위에 포인터를 올리면 행이 보인다.",
        "page.diagrams.every-row": "모든 행",
        "page.diagrams.no-failing": "실패한 규칙을 인용하는 화살표 없음",
        "page.diagrams.failing": "화살표 {total}개 중 {failing}개가 실패한 규칙을 인용한다: ",
        "page.sections.heading": "절별 커버리지",
        "page.sections.intro":
            "각 절에서 직접 진술한 규칙; <em>테스트됨</em>은 테스트 하나 이상이 그 규칙을 이름으로 가리킨다는 뜻이다. 절을 누르면 아래에 그 절의 규칙이 나온다.",
        "page.sections.section": "절",
        "page.sections.covered": "테스트됨",
        "page.sections.coverage": "커버리지",
        "page.sections.bar": "규칙 {rules}개 중 {covered}개 테스트됨",
        "page.rules.heading": "규칙",
        "page.rules.level": "수준",
        "page.rules.category": "범주",
        "page.rules.status": "상태",
        "page.rules.all": "모두",
        "page.rules.text": "검색어",
        "page.rules.text-placeholder": "id, 낱말, 절",
        "page.rules.reset": "초기화",
        "page.rules.expand": "보이는 것 펼치기",
        "page.rules.collapse": "모두 접기",
        "page.rules.count": "규칙 {total}개 중 {shown}개 표시",
        "page.rule.meta": "절: {section} (<code>{id}</code>) · 주체 {subject} · 수준 {level} · 검사 가능성 {testability}",
        "page.rule.english": "영어 진술문: {statement}",
        "page.rule.tests": "테스트 ({count})",
        "page.rule.no-test": "이 규칙을 이름으로 가리키는 테스트가 없다.",
        "page.rule.not-automated": "자동으로 검사하지 않음: {testability}.",
        "page.rule.attested": "{reviewer}의 확인서 ({date}): {verdict}",
        "page.rule.charged-in": "귀속된 케이스 ({count})",
        "page.rule.translation-note": "번역 주석 ({kind}): 번역은 {says}; 규칙은 {follows}을(를) 따른다. {why}",
        "page.markdown.heading": "{mark} {name}의 판정: {verdict}",
        "page.markdown.verdict": "**판정: `{verdict}`** — 구현 {name} {version}, 어댑터 {adapter}; 테스트 {tests}개, 실패 {failed}개 ({origin}).",
        "page.markdown.provenance": "LifecycleKit {kit} (어댑터 계약 {contract}); 카탈로그 SHA-256 `{hash}`.",
        "page.markdown.open-index": "전체 보고서는 `index.html`을 연다: 모든 규칙, 구성마다의 상태 다이어그램, 절별 커버리지와 필터가 있다.",
        "page.markdown.attested": "검토자의 확인서: 수동 규칙 {count}개, 그중 확인서 실패 {failing}개",
        "page.markdown.untested": "어느 테스트도 다루지 않은 필수 규칙 ({count})",
        "page.markdown.untested-more": " 외 {count}개 (`index.html` 참고)",
        "page.markdown.diagrams-intro":
            "`spec/tables/transitions.json`에서 생성: 모든 행을 한 단계씩 따라간다; ✗는 실패한 규칙을 인용하는 행의 이동이다.",
    ]
}
