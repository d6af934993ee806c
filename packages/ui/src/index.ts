/**
 * @ludic/ui: React components that render any Ludic engine through the engine contract
 * (`meta`, `view`, `decisions`, `legalMoves`). See docs/ui.md.
 */
import "./styles.css";

export { Board, defaultLook, HexBoard, inkOn, Legend, legendOf, SquareGrid } from "./components/Boards.js";
export { Card, type CardProps, type CardSize, Token } from "./components/Card.js";
export { CardSlot } from "./components/CardSlot.js";
export { defaultTableContext, TableContext, type TableContextValue, useTable } from "./components/context.js";
export { DecisionBar, type DecisionBarProps } from "./components/DecisionBar.js";
export { GameLog, type GameLogProps } from "./components/GameLog.js";
export { GameTable, type GameTableProps } from "./components/GameTable.js";
export { SeatPanel, type SeatPanelProps } from "./components/SeatPanel.js";
export { Table, type TableProps } from "./components/Table.js";
export { type Choice, useChoice } from "./components/useChoice.js";
export { type GameHistory, useGameHistory } from "./components/useGameHistory.js";
export { Hand, Pile, Row, Zone, type ZoneProps } from "./components/Zones.js";
export * from "./model/appearance.js";
export * from "./model/board.js";
export { type Bot, randomBot } from "./model/bot.js";
export * from "./model/cards.js";
export * from "./model/catalogue.js";
export * from "./model/choices.js";
export * from "./model/decisions.js";
export * from "./model/ending.js";
export * from "./model/flags.js";
export * from "./model/grammar.js";
export * from "./model/history.js";
export * from "./model/labels.js";
export * from "./model/layout.js";
export * from "./model/log.js";
export * from "./model/skin.js";
export * from "./model/words.js";
