/// What `check` and `report` print on the terminal: the progress line (its time words serve
/// every command's progress line), each failure's explanation (case ids and check names stay
/// as written: they identify tests), the summary with the verdict, the counts per level and
/// where the report went, and what changed since a baseline.
public enum CheckConsoleMessages: MessageArea {
    /// The area's name.
    public static let name = "check console"

    /// English.
    public static let english: [String: String] = [
        "console.progress": "checking {adapter}",
        "progress.left": "about {time} left",
        "progress.so-far": "{time} so far",
        "console.cases": "{count} cases, {failed} failed",
        "console.tests": "{count} tests, {failed} failed",
        "console.interrupted": " ({count} crashed or timed out)",
        "console.no-rules": "no rules",
        "console.failed-rules": "  failed rules: {rules}",
        "console.failed-rules-more": " and {count} more (see the report)",
        "console.written-to": "report written to {folder}/ ({files})",
        "console.rules-named": "  rules the case names: {rules}",
        "console.baseline.heading": "compared with the baseline {file} ({name} {version}, {verdict}):",
        "console.baseline.unchanged": "  nothing changed: every rule and every case ended as in the baseline",
        "console.baseline.new-failures": "  new failures: {rules}",
        "console.baseline.fixed": "  fixed: {rules}",
        "console.baseline.statuses": "  rule statuses changed: {count}",
        "console.baseline.cases": "  cases: {added} added, {removed} removed, {changed} changed",
        "console.baseline.only-in-baseline": "  rules only in the baseline: {rules}",
        "console.baseline.only-in-report": "  rules only in this report: {rules}",
        "console.none": "none",
        "explain.headline": "✗ {case} {title} — adapter '{adapter}'{location}",
        "explain.configuration": "  configuration: {configuration}",
        "explain.reference-app": "  reference app: {app}",
        "explain.stimuli": "  stimuli: {stimuli}{setup}",
        "explain.none": "(none)",
        "explain.after-setup": " (after setup: {setup})",
        "explain.charged-to-rules": "  charged to: {rules}",
        "explain.check": "  check '{check}' failed ({place}); compared through contract {clauses}",
        "explain.no-rule": "    charged to no rule (nothing it checks fell due)",
        "explain.charged-to": "    charged to:",
        "explain.hint": "  if this fails, {hint}",
        "explain.replay": "  replay on the reference: {command}",
        "explain.run-again": "  run it again: {command}",
    ]

    /// Korean, in the glossary's terms.
    public static let korean: [String: String] = [
        "console.progress": "{adapter} 검사 중",
        "progress.left": "약 {time} 남음",
        "progress.so-far": "지금까지 {time}",
        "console.cases": "케이스 {count}개, 실패 {failed}개",
        "console.tests": "테스트 {count}개, 실패 {failed}개",
        "console.interrupted": " ({count}개는 비정상 종료 또는 시간 초과)",
        "console.no-rules": "규칙 없음",
        "console.failed-rules": "  실패한 규칙: {rules}",
        "console.failed-rules-more": " 외 {count}개 (보고서 참고)",
        "console.written-to": "보고서를 {folder}/에 썼다 ({files})",
        "console.rules-named": "  케이스가 이름으로 가리키는 규칙: {rules}",
        "console.baseline.heading": "베이스라인 {file}과(와) 비교 ({name} {version}, {verdict}):",
        "console.baseline.unchanged": "  바뀐 것 없음: 모든 규칙과 모든 케이스가 베이스라인과 같게 끝났다",
        "console.baseline.new-failures": "  새 실패: {rules}",
        "console.baseline.fixed": "  고쳐진 규칙: {rules}",
        "console.baseline.statuses": "  상태가 바뀐 규칙: {count}개",
        "console.baseline.cases": "  케이스: 추가 {added}개, 제거 {removed}개, 변경 {changed}개",
        "console.baseline.only-in-baseline": "  베이스라인에만 있는 규칙: {rules}",
        "console.baseline.only-in-report": "  이 보고서에만 있는 규칙: {rules}",
        "console.none": "없음",
        "explain.headline": "✗ {case} {title} — 어댑터 '{adapter}'{location}",
        "explain.configuration": "  구성: {configuration}",
        "explain.reference-app": "  기준 앱: {app}",
        "explain.stimuli": "  자극: {stimuli}{setup}",
        "explain.none": "(없음)",
        "explain.after-setup": " (준비 뒤: {setup})",
        "explain.charged-to-rules": "  귀속 규칙: {rules}",
        "explain.check": "  검사 '{check}' 실패 ({place}); 비교 기준: 계약 {clauses}",
        "explain.no-rule": "    귀속 규칙 없음 (이 검사가 확인하는 것 중 기한이 된 것이 없다)",
        "explain.charged-to": "    귀속 규칙:",
        "explain.hint": "  실패하면: {hint}",
        "explain.replay": "  기준 모델에서 재현: {command}",
        "explain.run-again": "  다시 실행: {command}",
    ]
}
