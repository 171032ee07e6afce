package org.jmlir.filecheck;

/** The text of {@code --dump-input=help}: how to read the annotated input dump. */
final class DumpHelp {
  private DumpHelp() {}

  static final String TEXT = """
      --dump-input=help was given: this explains the input dump that jfilecheck (like FileCheck)
      prints after a failure.

      Options that shape the dump:

        - --dump-input=<mode> turns the dump on (always, fail) or off (never)
        - --dump-input-filter=<kind> picks the input lines shown
        - --dump-input-context=<N> sets how many lines around them are shown
        - -v and -vv add annotations for successful matches and more

      They can also be given through FILECHECK_OPTS.

      Reading the dump:

        - L:     an input line, numbered L; a space stands for its newline
        - T:L    the result of the directive of type T on check-file line L (or of the I-th
                 --implicit-check-not pattern when L is "imp" followed by I)
        - T:L'N  the N-th result for that directive
        - ^~~    a good match (shown with -v)
        - !~~    a bad match: CHECK-NEXT on the wrong line, a CHECK-NOT that matched, a
                 discarded overlapping CHECK-DAG match (-vv)
        - X~~    the search range of a directive that found no match
        - ?      a possible intended match when no match was found
        - ...    input lines left out by the filter and context options
      """;
}
