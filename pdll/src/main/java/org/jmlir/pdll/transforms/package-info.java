/** The {@code apply-pdll} pass: PDLL rule files applied with the greedy driver. */
package org.jmlir.pdll.transforms;
