package org.jmlir.dialect.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The enums' ODS descriptions, made when asked for: the values that have a case, in order. */
class LlvmEnumsTest {
  @Test
  void descriptionListsTheValuesWithACase() {
    assertEquals("allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
        LlvmEnums.ICMP_PREDICATE.description());
    // Value 3 has no atomic ordering.
    assertEquals("allowed 64-bit signless integer cases: 0, 1, 2, 4, 5, 6, 7", LlvmEnums.ATOMIC_ORDERING.description());
    // The constraint quotes it, as the verifier's message does.
    assertEquals(LlvmEnums.VISIBILITY.description(), LlvmEnums.VISIBILITY.constraint("visibility_").description());
    // A description given explicitly is kept.
    assertEquals("allowed 64-bit signless integer cases: 0, 1, 2, 3, 4", ComdatOps.SELECTION_KIND.description());
  }
}
