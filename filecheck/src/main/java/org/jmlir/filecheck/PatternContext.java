package org.jmlir.filecheck;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Variable state shared by all patterns of one run (FileCheck 22's FileCheckPatternContext). */
final class PatternContext {
  /** A string variable's value and where it was captured ({@code pos} is -1 for -D values). */
  record StringValue(String value, int pos) {}

  final Map<String, StringValue> stringVars = new HashMap<>();
  /** Names ever defined as string variables, to detect string/numeric name clashes. */
  final Set<String> definedStringVars = new HashSet<>();
  final Map<String, NumericVariable> numericVars = new HashMap<>();
  NumericVariable lineVariable;

  void createLineVariable() {
    lineVariable = new NumericVariable("@LINE", ExpressionFormat.UNSIGNED, -1);
    numericVars.put("@LINE", lineVariable);
  }

  /** {@code --enable-var-scope}: forgets every variable whose name does not start with '$'. */
  void clearLocalVars() {
    stringVars.keySet().removeIf(name -> name.charAt(0) != '$');
    List<String> locals = new ArrayList<>();
    for (Iterator<Map.Entry<String, NumericVariable>> it = numericVars.entrySet().iterator(); it.hasNext();) {
      Map.Entry<String, NumericVariable> e = it.next();
      if (e.getKey().charAt(0) != '$') {
        e.getValue().clearValue();
        locals.add(e.getKey());
      }
    }
    numericVars.keySet().removeAll(locals);
  }
}
