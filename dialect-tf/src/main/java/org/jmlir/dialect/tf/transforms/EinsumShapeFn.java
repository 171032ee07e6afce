package org.jmlir.dialect.tf.transforms;

import static org.jmlir.dialect.tf.transforms.PartialShapes.CONFLICT;
import static org.jmlir.dialect.tf.transforms.PartialShapes.mergeDim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.tf.TfAttrValues;
import org.jmlir.dialect.tf.TfShapes;
import org.jmlir.ir.Operation;

/**
 * tf.Einsum with one or two ranked operands and an explicit output ({@code "ij,jk->ik"}): each
 * label's size is merged over the operands, an ellipsis stands for the dimensions no label names
 * and broadcasts between the operands. The output names only labels that occur in the inputs.
 */
final class EinsumShapeFn {
  private static final String ELLIPSIS = "...";

  private EinsumShapeFn() {}

  static List<long[]> resultShapes(Operation op) {
    String equation = TfAttrValues.string(op, "equation", "").replace(" ", "");
    int arrow = equation.indexOf("->");
    if (arrow < 0) {
      return null;
    }
    String[] inputs = equation.substring(0, arrow).split(",", -1);
    String output = equation.substring(arrow + 2);
    if (inputs.length != op.numOperands() || inputs.length > 2) {
      return null; // "Expected N inputs but got M"
    }
    Map<Character, Long> sizes = new HashMap<>();
    long[] ellipsis = new long[0];
    for (int i = 0; i < inputs.length; i++) {
      long[] s = ShapeFnOperands.shape(op, i);
      String labels = inputs[i];
      if (s == null) {
        return null;
      }
      int dots = labels.indexOf(ELLIPSIS);
      String named = labels.replace(ELLIPSIS, "");
      int covered = s.length - named.length();
      if (covered < 0 || dots < 0 && covered != 0 || !named.chars().allMatch(Character::isLetter)) {
        return null; // "Input i has rank r but the equation names n dimensions"
      }
      int at = 0;
      for (int j = 0; j < labels.length(); j++) {
        if (j == dots) {
          ellipsis = TfShapes.broadcastShape(ellipsis, PartialShapes.sub(s, at, at + covered));
          if (ellipsis == null) {
            return null;
          }
          at += covered;
          j += ELLIPSIS.length() - 1;
          continue;
        }
        long d = sizes.containsKey(labels.charAt(j)) ? mergeDim(sizes.get(labels.charAt(j)), s[at]) : s[at];
        if (d == CONFLICT) {
          return null;
        }
        sizes.put(labels.charAt(j), d);
        at++;
      }
    }
    List<Long> out = new ArrayList<>();
    boolean outputEllipsis = false;
    for (int j = 0; j < output.length(); j++) {
      if (output.startsWith(ELLIPSIS, j)) {
        for (long d : ellipsis) {
          out.add(d);
        }
        outputEllipsis = true;
        j += ELLIPSIS.length() - 1;
      } else if (sizes.containsKey(output.charAt(j))) {
        out.add(sizes.get(output.charAt(j)));
      } else {
        return null; // a label the inputs do not have
      }
    }
    if (!outputEllipsis && ellipsis.length > 0) {
      return null;
    }
    return PartialShapes.one(PartialShapes.toArray(out));
  }
}
