package org.jmlir.translate.hlo;

import java.util.List;
import java.util.Map;

/**
 * An HLO module as parsed from XLA's text form ({@code HloModule name ... ENTRY %main {...}}): its
 * computations in file order, each a list of instructions. Attribute values are kept as their raw
 * text (the importer interprets the ones each opcode has), with their offsets for errors.
 */
public record HloModuleText(String name, Map<String, Value> attributes, List<Computation> computations, Computation entry) {

  /** A raw attribute value and where it starts in the input. */
  public record Value(String text, int offset) {}

  /** One operand: the instruction it names (or a literal for {@code constant}), and its written shape. */
  public record Operand(String name, HloShape shape, int offset) {}

  /** {@code [ROOT] %name = shape opcode(operands), attr=value, ...}. */
  public record Instruction(
      String name,
      HloShape shape,
      String opcode,
      List<Operand> operands,
      String literal,
      Map<String, Value> attributes,
      boolean root,
      int offset) {
    public Value attr(String key) {
      return attributes.get(key);
    }
  }

  /**
   * {@code [ENTRY] %name (p: shape, ...) -> shape { instructions }}.
   *
   * @param parameters the parameter instructions by number
   */
  public record Computation(
      String name, List<Instruction> instructions, List<Instruction> parameters, Instruction root, boolean isEntry, int offset) {}

  /** The computation called {@code name} (with or without its {@code %}), or null. */
  public Computation computation(String name) {
    String n = name.startsWith("%") ? name.substring(1) : name;
    for (Computation c : computations) {
      if (c.name().equals(n)) {
        return c;
      }
    }
    return null;
  }
}
