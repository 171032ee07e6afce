package org.jmlir.filecheck;

import java.util.List;

/**
 * A positive directive with the CHECK-DAG and CHECK-NOT directives that precede it (FileCheck 22's
 * FileCheckString).
 *
 * @param loc where the directive's pattern starts in the check file (the location of messages)
 */
record CheckString(Pattern pattern, String prefix, SourceFile file, int loc, List<DagNot> dagNotStrings) {

  /** A CHECK-DAG or CHECK-NOT pattern and the prefix it was written with. */
  record DagNot(Pattern pattern, String prefix) {}
}
