package org.jmlir.lit;

/** A test's outcome, with lit's names, labels and order (lit's Test.ResultCode). */
public enum ResultCode {
  EXCLUDED("Excluded", false),
  SKIPPED("Skipped", false),
  UNSUPPORTED("Unsupported", false),
  PASS("Passed", false),
  FLAKYPASS("Passed With Retry", false),
  XFAIL("Expectedly Failed", false),
  UNRESOLVED("Unresolved", true),
  TIMEOUT("Timed Out", true),
  FAIL("Failed", true),
  XPASS("Unexpectedly Passed", true);

  private final String label;
  private final boolean failure;

  ResultCode(String label, boolean failure) {
    this.label = label;
    this.failure = failure;
  }

  /** The plural label of the summary, e.g. "Expectedly Failed". */
  public String label() {
    return label;
  }

  /** Whether this outcome makes the run fail (exit status 1). */
  public boolean isFailure() {
    return failure;
  }
}
