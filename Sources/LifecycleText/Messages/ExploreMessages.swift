/// The words of `explore`: the random walk, the model check, the counterexample and the
/// watchdog that ends a run when an adapter hangs.
public enum ExploreMessages: MessageArea {
    /// The area's name.
    public static let name = "explore"

    /// English.
    public static let english: [String: String] = [
        "explore.walk": "random walk: seed {seed}, up to {steps} steps (replay with --walk --seed {seed})",
        "explore.model-check": "model check ({preset}): {states} states, {transitions} transitions, depth {depth}, {steps} steps, {coverage} in {time}",
        "explore.complete": "every reachable state visited",
        "explore.limited": "stopped at a limit",
        "explore.no-divergence": "no divergence from the reference",
        "explore.divergence": "divergence after {count} stimuli (a shortest counterexample):",
        "explore.written": "counterexample written to {file}; replay it with: lifecycle-kit simulate --script {file}",
        "explore.side-by-side": "see the two side by side: lifecycle-kit simulate --script {file} --adapter {adapter}",
        "explore.progress.walk": "random walk of {adapter}",
        "explore.progress.model-check": "model check of {adapter}",
        "explore.progress.detail": "{transitions} transitions, depth {depth}",
        "explore.activity.start": "exploring adapter '{adapter}'",
        "explore.activity.walk-step": "taking step {step} of the random walk against adapter '{adapter}'",
        "explore.activity.transition": "trying transition {transition} of the model check against adapter '{adapter}'",
        "explore.stalled":
            "error: no progress for {seconds} s while {activity}: the adapter seems to hang in one step; explore cannot stop it and ends here (exit status 3); find the step with 'lifecycle-kit check --adapter …', which times out each case",
    ]

    /// Korean.
    public static let korean: [String: String] = [
        "explore.walk": "무작위 걸음: 시드 {seed}, 최대 {steps}걸음 (--walk --seed {seed}로 똑같이 다시 걷는다)",
        "explore.model-check": "모델 검사 ({preset}): 상태 {states}개, 전이 {transitions}개, 깊이 {depth}, {steps}걸음, {coverage} — {time}",
        "explore.complete": "도달할 수 있는 상태를 모두 방문함",
        "explore.limited": "한도에 이르러 멈춤",
        "explore.no-divergence": "기준 모델과 어긋나는 곳 없음",
        "explore.divergence": "자극 {count}개 뒤에 어긋남 (가장 짧은 반례):",
        "explore.written": "반례를 {file}에 썼다. 다시 재생하려면: lifecycle-kit simulate --script {file}",
        "explore.side-by-side": "둘을 나란히 보려면: lifecycle-kit simulate --script {file} --adapter {adapter}",
        "explore.progress.walk": "{adapter}의 무작위 걸음",
        "explore.progress.model-check": "{adapter}의 모델 검사",
        "explore.progress.detail": "전이 {transitions}개, 깊이 {depth}",
        "explore.activity.start": "어댑터 '{adapter}'을(를) 탐색하는 중",
        "explore.activity.walk-step": "어댑터 '{adapter}'에 대한 무작위 걸음의 {step}번째 걸음을 걷는 중",
        "explore.activity.transition": "어댑터 '{adapter}'에 대한 모델 검사의 {transition}번째 전이를 시도하는 중",
        "explore.stalled":
            "오류: {activity}에 {seconds}초 동안 진전이 없다. 어댑터가 한 걸음 안에서 멈춘 듯하다. explore는 어댑터를 멈출 수 없어 여기서 끝낸다(종료 상태 3). 케이스마다 시간 제한을 두는 'lifecycle-kit check --adapter …'로 그 걸음을 찾으라",
    ]
}
