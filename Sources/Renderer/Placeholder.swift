public enum RendererPlaceholder {}
