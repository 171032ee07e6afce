package org.jmlir.ir.parse;

import java.util.Map;

/**
 * TensorFlow-compatibility upgrades of op names that MLIR has since moved into dialects, as they
 * still appear in TensorFlow's own test files: {@code func @f} (now {@code func.func}) and the old
 * standard dialect's branches and arithmetic ({@code br}, {@code cond_br}, {@code constant},
 * {@code addf}, ...). Consulted only for an unqualified custom-op name that resolves to nothing
 * else, or for {@code constant} in a function body when no symbol follows (func.constant always
 * takes one); the printer writes today's names.
 * mlir-opt 22 rejects these spellings: accepting them is a documented difference (README).
 */
final class LegacyOpNames {
  private static final Map<String, String> UPGRADES =
      Map.ofEntries(
          Map.entry("func", "func.func"),
          Map.entry("br", "cf.br"),
          Map.entry("cond_br", "cf.cond_br"),
          Map.entry("constant", "arith.constant"),
          Map.entry("addf", "arith.addf"),
          Map.entry("addi", "arith.addi"),
          Map.entry("subf", "arith.subf"),
          Map.entry("subi", "arith.subi"),
          Map.entry("mulf", "arith.mulf"),
          Map.entry("muli", "arith.muli"),
          Map.entry("divf", "arith.divf"),
          Map.entry("cmpi", "arith.cmpi"),
          Map.entry("cmpf", "arith.cmpf"),
          Map.entry("select", "arith.select"));

  private LegacyOpNames() {}

  /**
   * Whether the default dialect's reading of {@code name} cannot be meant: {@code func.constant} is
   * always followed by a symbol ({@code constant @f}), so {@code constant dense<...>} in a function
   * body is the old standard dialect's constant.
   */
  static boolean isMisreadLegacy(String name, String resolved, TokenKind next) {
    return name.equals("constant") && resolved.equals("func.constant") && next != TokenKind.AT_IDENTIFIER;
  }

  /** Today's name of a legacy unqualified op name, or null. */
  static String upgrade(String name) {
    return UPGRADES.get(name);
  }
}
