<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../qwen_desktop/ui/memory_question.py" line="25"/>
        <source>Not enough memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/memory_question.py" line="26"/>
        <source>%1 needs about %2 of memory, but this computer has %3 free now.</source>
        <translation>%1 大约需要 %2 内存，但这台电脑现在只有 %3 可用。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/memory_question.py" line="29"/>
        <source>Loading it anyway can make the whole computer very slow. Close other programs, or choose a smaller model or context size. Load it anyway?</source>
        <translation>仍然加载可能会让整台电脑变得非常慢。请关闭其他程序，或选择更小的模型或上下文长度。仍要加载吗？</translation>
    </message>
</context>
<context>
    <name>AboutTab</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="22"/>
        <source>(not reported by this system)</source>
        <translation>（此系统未提供）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="23"/>
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="25"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="26"/>
        <source>Model engine</source>
        <translation>模型引擎</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="27"/>
        <source>Processor features</source>
        <translation>处理器特性</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="41"/>
        <source>llama.cpp; its CPU build is chosen when a model is first loaded</source>
        <translation>llama.cpp；首次加载模型时选择适合本处理器的版本</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="43"/>
        <source>llama.cpp built for this computer</source>
        <translation>为这台电脑编译的 llama.cpp</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="46"/>
        <source>llama.cpp, CPU build “%1” (the fastest of %2 builds this processor can run, of %3 shipped)</source>
        <translation>llama.cpp，CPU 版本“%1”（本处理器可运行的 %2 个版本中最快的一个，共附带 %3 个）</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <location filename="../../qwen_desktop/ui/accessibility.py" line="46"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
</context>
<context>
    <name>Anywhere</name>
    <message>
        <location filename="../../qwen_desktop/ui/anywhere.py" line="46"/>
        <source>Qwen Desktop</source>
        <translation>Qwen Desktop</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/anywhere.py" line="48"/>
        <source>Show window</source>
        <translation>显示窗口</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/anywhere.py" line="49"/>
        <source>New conversation</source>
        <translation>新对话</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/anywhere.py" line="50"/>
        <source>Quick ask</source>
        <translation>快速提问</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/anywhere.py" line="52"/>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/anywhere.py" line="110"/>
        <source>Qwen Desktop is still running</source>
        <translation>Qwen Desktop 仍在运行</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/anywhere.py" line="111"/>
        <source>It is in the system tray. Quit it from the tray icon&apos;s menu.</source>
        <translation>它在系统托盘里。要退出，请使用托盘图标的菜单。</translation>
    </message>
</context>
<context>
    <name>AnywhereBox</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="15"/>
        <source>Ask from anywhere</source>
        <translation>随处提问</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="22"/>
        <source>Opens quick ask from any application. Empty: off.</source>
        <translation>在任何程序中打开快速提问。留空：关闭。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="26"/>
        <source>Closing the window keeps Qwen Desktop in the tray</source>
        <translation>关闭窗口后 Qwen Desktop 留在托盘中</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="21"/>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="29"/>
        <source>Quick ask shortcut</source>
        <translation>快速提问快捷键</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="43"/>
        <source>Works in every application.</source>
        <translation>在所有程序中可用。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="44"/>
        <source>Off.</source>
        <translation>已关闭。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="45"/>
        <source>Setting it up…</source>
        <translation>正在设置…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="47"/>
        <source>Another program already uses this combination: choose another one.</source>
        <translation>另一个程序已占用这个组合键：请换一个。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="48"/>
        <source>Use a combination with Ctrl, Alt, Shift or Meta.</source>
        <translation>请使用包含 Ctrl、Alt、Shift 或 Meta 的组合键。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="50"/>
        <source>This desktop does not let applications set global shortcuts (Wayland): open quick ask from the tray icon, or set a shortcut in the desktop&apos;s own settings that runs qwen-desktop --quick-ask.</source>
        <translation>这个桌面（Wayland）不允许程序设置全局快捷键：请从托盘图标打开快速提问，或在桌面自己的设置里添加一个运行 qwen-desktop --quick-ask 的快捷键。</translation>
    </message>
</context>
<context>
    <name>ApiController</name>
    <message>
        <location filename="../../qwen_desktop/services/api/controller.py" line="68"/>
        <source>The local API server could not start: port %1 is already in use. Choose another port in Settings.</source>
        <translation>本地 API 服务无法启动：端口 %1 已被占用。请在设置中换一个端口。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/api/controller.py" line="74"/>
        <source>The local API server could not start: %1</source>
        <translation>本地 API 服务无法启动：%1</translation>
    </message>
</context>
<context>
    <name>AssistantsDialog</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="42"/>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="46"/>
        <source>Assistants</source>
        <translation>助手</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="52"/>
        <source>A sign shown before its conversations, e.g. ⇄ ✎ Σ</source>
        <translation>显示在其对话前的符号，例如 ⇄ ✎ Σ</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="55"/>
        <source>What the assistant is told before every message</source>
        <translation>每条消息之前告诉助手的话</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="60"/>
        <source>as in Settings</source>
        <translation>同设置</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="65"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="66"/>
        <source>Symbol</source>
        <translation>符号</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="67"/>
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="68"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="72"/>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="72"/>
        <source>Duplicate</source>
        <translation>复制一份</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="73"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="73"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="74"/>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="74"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="75"/>
        <source>Start a conversation</source>
        <translation>开始对话</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="75"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="130"/>
        <source>Built in: duplicate it to make your own version</source>
        <translation>内置助手：复制一份即可改成你自己的版本</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="154"/>
        <source>A built-in assistant: Duplicate it to change it.</source>
        <translation>这是内置助手：请先“复制一份”再修改。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="161"/>
        <source>New assistant</source>
        <translation>新助手</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="162"/>
        <source>You are a helpful assistant.</source>
        <translation>你是一个乐于助人的助手。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="170"/>
        <source>(copy)</source>
        <translation>（副本）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="184"/>
        <source>An assistant needs a name and a system prompt.</source>
        <translation>助手需要名称和系统提示词。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="211"/>
        <source>%1 could not be imported: %2</source>
        <translation>无法导入 %1：%2</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="215"/>
        <source>Imported %1 assistants.</source>
        <translation>已导入 %1 个助手。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="225"/>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="233"/>
        <source>Import assistants</source>
        <translation>导入助手</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="234"/>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="240"/>
        <source>Assistants (*.json)</source>
        <translation>助手 (*.json)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="240"/>
        <source>Export assistants</source>
        <translation>导出助手</translation>
    </message>
</context>
<context>
    <name>AttachmentChips</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="33"/>
        <source>Indexing %1…</source>
        <translation>正在建立 %1 的索引…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="36"/>
        <source>Reading %1: page %2 of %3</source>
        <translation>正在读取 %1：第 %2 页，共 %3 页</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="53"/>
        <source>, %1 pages</source>
        <translation>，%1 页</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="56"/>
        <source>Remove it from the next messages</source>
        <translation>不再随后续消息发送</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="57"/>
        <source>Attached file %1, press to remove it</source>
        <translation>附件 %1，按下即移除</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="62"/>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="78"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="79"/>
        <source>Stop reading the file</source>
        <translation>停止读取该文件</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/banner.py" line="27"/>
        <location filename="../../qwen_desktop/ui/chat/banner.py" line="28"/>
        <source>Dismiss</source>
        <translation>关闭提示</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="82"/>
        <source>Smallest and fastest to load; noticeably weaker answers.</source>
        <translation>最小、加载最快；回答质量明显较弱。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="89"/>
        <source>Small; answers a little weaker than Q4.</source>
        <translation>较小；回答略弱于 Q4。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="94"/>
        <source>Small and fast; older format, slightly weaker than Q4_K_M.</source>
        <translation>小而快；较旧的格式，略弱于 Q4_K_M。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="101"/>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="129"/>
        <source>Recommended: the best balance of size, speed and quality.</source>
        <translation>推荐：体积、速度与质量的最佳平衡。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="109"/>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="132"/>
        <source>A little better answers, a little slower.</source>
        <translation>回答稍好，速度稍慢。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="114"/>
        <source>Close to full quality; slower and larger.</source>
        <translation>接近完整质量；更慢、更大。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="119"/>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="133"/>
        <source>Practically full quality; the slowest quantized file.</source>
        <translation>几乎完整质量；最慢的量化文件。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="124"/>
        <source>Unquantized; largest and slowest, for comparison.</source>
        <translation>未量化；最大最慢，仅供对比。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="134"/>
        <source>The only file its repository publishes: near full quality.</source>
        <translation>该仓库唯一发布的文件：接近完整质量。</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/chat_view.py" line="131"/>
        <source>Qwen is replying. Esc stops.</source>
        <translation>Qwen 正在回复。按 Esc 停止。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/chat_view.py" line="149"/>
        <source>Reply stopped: %1</source>
        <translation>回复已停止：%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/chat_view.py" line="151"/>
        <source>Reply finished: %1</source>
        <translation>回复完成：%1</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer.py" line="20"/>
        <source>Message Qwen… (Enter to send, Shift+Enter for a new line)</source>
        <translation>给 Qwen 发消息…（Enter 发送，Shift+Enter 换行）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer.py" line="22"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer.py" line="23"/>
        <source>Enter sends, Shift+Enter starts a new line</source>
        <translation>Enter 发送，Shift+Enter 换行</translation>
    </message>
</context>
<context>
    <name>ComposerBar</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="24"/>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="26"/>
        <source>Send the message (Enter)</source>
        <translation>发送消息（Enter）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="29"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="31"/>
        <source>Stop the reply (Esc)</source>
        <translation>停止回答（Esc）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="33"/>
        <source>Attach…</source>
        <translation>附件…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="36"/>
        <source>Attach files to ask about: text, Markdown, code, CSV, HTML, PDF, DOCX. You can also drop or paste them here.</source>
        <translation>附加要提问的文件：文本、Markdown、代码、CSV、HTML、PDF、DOCX。也可以把文件拖放或粘贴到这里。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="40"/>
        <source>Think</source>
        <translation>思考</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="43"/>
        <source>Let the model think before it answers (better at reasoning, slower). Off: it answers at once. For this conversation.</source>
        <translation>让模型先思考再回答（推理更好，但更慢）。关闭：立即回答。仅对本对话有效。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="91"/>
        <source>No model is loaded yet. Open a model file first (Ctrl+O).</source>
        <translation>尚未加载模型。请先打开一个模型文件（Ctrl+O）。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="92"/>
        <source>An attached file is still being read.</source>
        <translation>附件还在读取中。</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="79"/>
        <source>Search all conversations (Ctrl+F)</source>
        <translation>搜索所有对话（Ctrl+F）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="81"/>
        <source>Search conversations</source>
        <translation>搜索对话</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="84"/>
        <source>Conversations</source>
        <translation>对话列表</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="85"/>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="186"/>
        <source>New conversation</source>
        <translation>新对话</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="90"/>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="136"/>
        <source>Start a conversation with an assistant</source>
        <translation>与助手开始对话</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="137"/>
        <source>New conversation with an assistant</source>
        <translation>与助手新建对话</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="157"/>
        <source>Manage assistants…</source>
        <translation>管理助手…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="173"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="181"/>
        <source>No messages match “%1”.</source>
        <translation>没有消息包含“%1”。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="189"/>
        <source>Writing…</source>
        <translation>正在回答…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="197"/>
        <source>Assistant: %1</source>
        <translation>助手：%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="202"/>
        <source>A reply is being written</source>
        <translation>正在写回复</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="238"/>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="239"/>
        <source>Unpin</source>
        <translation>取消置顶</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="239"/>
        <source>Pin</source>
        <translation>置顶</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="241"/>
        <source>Export as Markdown…</source>
        <translation>导出为 Markdown…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="243"/>
        <source>Export as JSON…</source>
        <translation>导出为 JSON…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="245"/>
        <source>Export as JSON with every version…</source>
        <translation>导出为 JSON（包含所有版本）…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="248"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="253"/>
        <source>Rename conversation</source>
        <translation>重命名对话</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="253"/>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="271"/>
        <source>Deleted “%1”.</source>
        <translation>已删除“%1”。</translation>
    </message>
</context>
<context>
    <name>DownloadDialog</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="58"/>
        <source>Get a model</source>
        <translation>获取模型</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="68"/>
        <source>Qwen Desktop answers with an AI model that runs on this computer. Download one model file once; after that, everything works offline.</source>
        <translation>Qwen Desktop 使用在这台电脑上运行的 AI 模型回答问题。只需下载一次模型文件，之后一切都可离线使用。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="160"/>
        <source>(downloaded)</source>
        <translation>（已下载）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="82"/>
        <source>Mirror address (optional), e.g. https://hf-mirror.com</source>
        <translation>镜像地址（可选），例如 https://hf-mirror.com</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="75"/>
        <source>Checking what runs well on this computer…</source>
        <translation>正在检查哪些模型能在这台电脑上流畅运行…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="80"/>
        <source>Mirror address</source>
        <translation>镜像地址</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="85"/>
        <source>If huggingface.co cannot be reached from your network, enter a mirror that serves the same files. Proxies set in the environment are used.</source>
        <translation>如果你的网络无法访问 huggingface.co，请填写提供相同文件的镜像地址。会使用环境变量中设置的代理。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="129"/>
        <source>Models to download</source>
        <translation>可下载的模型</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="150"/>
        <source>runs well here</source>
        <translation>在本机运行流畅</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="151"/>
        <source>slow here</source>
        <translation>在本机较慢</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="152"/>
        <source>will not fit in memory</source>
        <translation>内存不够</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="154"/>
        <source>needs %1 of memory</source>
        <translation>需要 %1 内存</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="155"/>
        <source>about %1 tokens/s</source>
        <translation>约 %1 token/秒</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="158"/>
        <source>thinks before answering</source>
        <translation>先思考再回答</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="162"/>
        <source>From %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="172"/>
        <source>This computer has %1 of memory free. Speeds are estimated from %2.</source>
        <translation>这台电脑有 %1 可用内存。速度根据%2估算。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="174"/>
        <source>replies measured here</source>
        <translation>本机实测的回复速度</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="175"/>
        <source>a one-second memory speed test</source>
        <translation>一秒钟的内存速度测试</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="209"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="211"/>
        <source>Cancel download</source>
        <translation>取消下载</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="213"/>
        <source>Import a GGUF file…</source>
        <translation>导入 GGUF 文件…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="215"/>
        <source>Use a folder…</source>
        <translation>使用文件夹…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="217"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="249"/>
        <source>Needs %1 · %2 free in %3</source>
        <translation>需要 %1 · %3 剩余空间 %2</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="256"/>
        <source>Downloading…</source>
        <translation>正在下载…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="259"/>
        <source>Resume (%1 of %2 done)</source>
        <translation>继续下载（已完成 %1 / %2）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="265"/>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="282"/>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="288"/>
        <source>Pausing…</source>
        <translation>正在暂停…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="296"/>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="338"/>
        <source>Download cancelled; the partial file was deleted.</source>
        <translation>下载已取消；未完成的文件已删除。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="302"/>
        <source>Checking the file (SHA-256)…</source>
        <translation>正在校验文件（SHA-256）…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="307"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="309"/>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="312"/>
        <source>%1 left</source>
        <translation>剩余 %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="319"/>
        <source>Downloaded and verified.</source>
        <translation>已下载并通过校验。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="332"/>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="339"/>
        <source>Paused. Resume continues where it stopped, even after a restart.</source>
        <translation>已暂停。继续下载会从中断处开始，重启后也一样。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="351"/>
        <source>Folder with GGUF models</source>
        <translation>包含 GGUF 模型的文件夹</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="378"/>
        <source>No usable GGUF chat model was found in %1.</source>
        <translation>在 %1 中没有找到可用的 GGUF 对话模型。</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="40"/>
        <source>the file does not exist</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="41"/>
        <source>Download the model again or choose another file.</source>
        <translation>请重新下载模型，或选择其他文件。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="44"/>
        <source>this is a folder, not a model file</source>
        <translation>这是一个文件夹，不是模型文件</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="45"/>
        <source>Choose a .gguf file.</source>
        <translation>请选择一个 .gguf 文件。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="48"/>
        <source>the file cannot be read</source>
        <translation>无法读取该文件</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="49"/>
        <source>Check the file&apos;s permissions.</source>
        <translation>请检查文件权限。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="52"/>
        <source>this is not a GGUF model file</source>
        <translation>这不是 GGUF 模型文件</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="53"/>
        <source>Choose a .gguf file made for llama.cpp.</source>
        <translation>请选择为 llama.cpp 制作的 .gguf 文件。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="56"/>
        <source>this GGUF version is not supported</source>
        <translation>不支持此 GGUF 版本</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="57"/>
        <source>Use a file converted with a recent llama.cpp.</source>
        <translation>请使用新版 llama.cpp 转换的文件。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="60"/>
        <source>the file is incomplete</source>
        <translation>文件不完整</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="61"/>
        <source>The download was probably interrupted: delete the file and download it again.</source>
        <translation>下载可能被中断了：请删除该文件并重新下载。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="67"/>
        <source>the file is damaged</source>
        <translation>文件已损坏</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="68"/>
        <source>Delete the file and download it again.</source>
        <translation>请删除该文件并重新下载。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="71"/>
        <source>this model architecture is not supported by the built-in llama.cpp</source>
        <translation>内置的 llama.cpp 不支持此模型架构</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="74"/>
        <source>Use a Qwen2.5 GGUF file or update the app.</source>
        <translation>请使用 Qwen2.5 的 GGUF 文件，或更新本应用。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="77"/>
        <source>the file has no chat template</source>
        <translation>文件中没有对话模板</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="78"/>
        <source>Use an Instruct (chat) model, not a base model.</source>
        <translation>请使用 Instruct（对话）模型，而不是基础模型。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="81"/>
        <source>there is not enough memory to load it with these settings</source>
        <translation>以当前设置加载它所需的内存不足</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="82"/>
        <source>Close other programs, pick a smaller quantization or a smaller context size.</source>
        <translation>请关闭其他程序，或选择更小的量化级别或上下文长度。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="87"/>
        <source>llama.cpp could not load it</source>
        <translation>llama.cpp 无法加载它</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="88"/>
        <source>The file may be damaged or made for a newer llama.cpp: download it again.</source>
        <translation>文件可能已损坏，或是为更新版本的 llama.cpp 制作的：请重新下载。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="26"/>
        <source>There is no connection to the download server. Check your network (or proxy) and try again.</source>
        <translation>无法连接到下载服务器。请检查网络（或代理）后重试。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="31"/>
        <source>The server&apos;s name could not be found. Check the network, or set a mirror address that you can reach.</source>
        <translation>找不到服务器地址。请检查网络，或设置一个可以访问的镜像地址。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="36"/>
        <source>The server does not have this file (404). Check the mirror address.</source>
        <translation>服务器上没有这个文件（404）。请检查镜像地址。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="39"/>
        <source>The download server had a problem. Try again later.</source>
        <translation>下载服务器出现问题，请稍后重试。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="42"/>
        <source>The connection kept dropping. What was downloaded is kept; try again to continue.</source>
        <translation>连接多次中断。已下载的部分会保留；重试即可继续。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="46"/>
        <source>There is not enough free disk space. Free some space and try again; what was downloaded is kept.</source>
        <translation>磁盘空间不足。请释放一些空间后重试；已下载的部分会保留。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="51"/>
        <source>The app may not write to the models folder. Check its permissions.</source>
        <translation>应用无法写入模型文件夹。请检查其权限。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="54"/>
        <source>The downloaded file was damaged (its checksum is wrong) and was deleted. Try again.</source>
        <translation>下载的文件已损坏（校验和不符），已被删除。请重试。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="58"/>
        <source>Offline mode is on (HF_HUB_OFFLINE), so nothing can be downloaded.</source>
        <translation>离线模式已开启（HF_HUB_OFFLINE），无法下载任何内容。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="66"/>
        <source>The server cannot be reached. Check its address and that it is running.</source>
        <translation>无法连接到服务器。请检查地址，并确认服务器正在运行。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="70"/>
        <source>The server&apos;s certificate could not be verified (TLS). Check the address (https or http).</source>
        <translation>无法验证服务器的证书（TLS）。请检查地址（https 还是 http）。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="76"/>
        <source>The server refused the API key (%1). Check the key in Remote servers.</source>
        <translation>服务器拒绝了 API 密钥（%1）。请在“远程服务器”中检查密钥。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="80"/>
        <source>The server does not have this model (404). Choose another model in Remote servers.</source>
        <translation>服务器上没有这个模型（404）。请在“远程服务器”中选择其他模型。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="85"/>
        <source>The server is busy (%1). Try again in a moment.</source>
        <translation>服务器繁忙（%1）。请稍后再试。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="89"/>
        <source>The server did not answer in time. Try again, or check that it is not overloaded.</source>
        <translation>服务器没有及时响应。请重试，或检查它是否负载过高。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="94"/>
        <source>The connection to the server broke off mid-reply. What arrived is kept.</source>
        <translation>回复到一半时与服务器的连接中断了。已收到的内容会保留。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="98"/>
        <source>The server&apos;s answer was not in the OpenAI format. Is this the right address (ending in /v1)?</source>
        <translation>服务器的回答不是 OpenAI 格式。地址是否正确（以 /v1 结尾）？</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="103"/>
        <source>The server reported an error.</source>
        <translation>服务器报告了一个错误。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="109"/>
        <source>It asks to wait %1 s.</source>
        <translation>服务器要求等待 %1 秒。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="116"/>
        <source>“%1” is no longer there.</source>
        <translation>“%1”已经不在了。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="120"/>
        <source>“%1” cannot be read (check its permissions).</source>
        <translation>无法读取“%1”（请检查文件权限）。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="124"/>
        <source>“%1” is larger than 50 MB.</source>
        <translation>“%1”超过了 50 MB。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="128"/>
        <source>“%1” has more than 2,000 pages.</source>
        <translation>“%1”超过了 2,000 页。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="132"/>
        <source>“%1” has no text.</source>
        <translation>“%1”里没有文字。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="136"/>
        <source>“%1” is not a text document.</source>
        <translation>“%1”不是文本文档。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="140"/>
        <source>The text encoding of “%1” is not recognised.</source>
        <translation>无法识别“%1”的文字编码。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="144"/>
        <source>“%1” is password-protected.</source>
        <translation>“%1”设有密码保护。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="148"/>
        <source>“%1” has no text layer (a scan); it would need OCR.</source>
        <translation>“%1”没有文字层（是扫描件），需要先做文字识别（OCR）。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="152"/>
        <source>“%1” is damaged and cannot be read.</source>
        <translation>“%1”已损坏，无法读取。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="168"/>
        <source>A programming error in Qwen Desktop stopped this (%1). It is not a problem with your files or your network. The details are in the log (%2); please report it. Nothing you typed is lost.</source>
        <translation>Qwen Desktop 的一个程序错误中断了此操作（%1）。这不是你的文件或网络的问题。详情见日志（%2），请报告这个问题。你输入的内容没有丢失。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="191"/>
        <source>Cannot load the model “%1”: %2.</source>
        <translation>无法加载模型“%1”：%2。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="199"/>
        <source>This computer&apos;s processor cannot run the model engine shipped with the app (it has: %1). Please report it, naming your processor; a build from source (see the README) runs on any processor.</source>
        <translation>这台电脑的处理器无法运行应用附带的模型引擎（它支持：%1）。请报告此问题并注明你的处理器型号；从源代码编译（见 README）可在任何处理器上运行。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="207"/>
        <source>This message is too long: it needs %1 tokens, but the context window holds %2. Shorten it, or raise the context size in Settings.</source>
        <translation>这条消息太长了：它需要 %1 个 token，但上下文窗口只能容纳 %2 个。请缩短消息，或在设置中增大上下文长度。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="216"/>
        <source>No model is loaded yet. Open a model file first.</source>
        <translation>尚未加载模型。请先打开一个模型文件。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="220"/>
        <source>The model failed while answering. Try again; your conversation is kept.</source>
        <translation>模型在回答时出错。请重试；你的对话已保留。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="226"/>
        <source>Something went wrong (%1). Details are in the log; your conversation is kept.</source>
        <translation>出了点问题（%1）。详细信息已写入日志；你的对话已保留。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="236"/>
        <source>The disk is full. Free some space; until then new messages are not saved.</source>
        <translation>磁盘已满。请释放一些空间；在此之前新消息不会被保存。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="240"/>
        <source>The file could not be written (%1).</source>
        <translation>无法写入文件（%1）。</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/file_dialogs.py" line="14"/>
        <source>Choose a GGUF model</source>
        <translation>选择 GGUF 模型</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/file_dialogs.py" line="16"/>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF 模型 (*.gguf)</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="53"/>
        <source>Your conversation history could not be read and was set aside as %1. A new history was started.</source>
        <translation>无法读取你的对话记录，已将其另存为 %1，并开始了新的记录。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="91"/>
        <source>Export conversation</source>
        <translation>导出对话</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="102"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="102"/>
        <source>Qwen</source>
        <translation>Qwen</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="103"/>
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="104"/>
        <source>Attached: %1</source>
        <translation>附件：%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="105"/>
        <source>Thinking</source>
        <translation>思考过程</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="111"/>
        <source>Could not export: %1</source>
        <translation>无法导出：%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="113"/>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="119"/>
        <source>Import a conversation</source>
        <translation>导入对话</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="121"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="131"/>
        <source>This file is not a conversation that can be imported: %1</source>
        <translation>这个文件不是可以导入的对话：%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="138"/>
        <source>Could not import: %1</source>
        <translation>无法导入：%1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="211"/>
        <source>%1 is still loaded and in use.</source>
        <translation>仍在使用已加载的 %1。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="264"/>
        <source>Editing a message: sending adds a new version beside it (‹ › switches between them). Esc cancels.</source>
        <translation>正在编辑消息：发送后会在旁边新增一个版本（用 ‹ › 切换）。按 Esc 取消。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="295"/>
        <source>Attach files</source>
        <translation>附加文件</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="343"/>
        <source>No model is loaded yet. Open a model file first (Ctrl+O).</source>
        <translation>尚未加载模型。请先打开一个模型文件（Ctrl+O）。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="347"/>
        <source>An attached file is still being read; send again in a moment.</source>
        <translation>附件仍在读取中，请稍后再发送。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="351"/>
        <source>A reply is being written. Stop it (Esc) to send another message.</source>
        <translation>正在生成回复。请先停止（Esc）再发送新消息。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="356"/>
        <source>Slower than usual: %1 tokens/s, where this computer usually writes %2. Another program is using the CPU.</source>
        <translation>比平时慢：每秒 %1 个 token，这台电脑通常每秒 %2 个。有其他程序正在占用 CPU。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="366"/>
        <source>The conversation could not be saved: %1 It stays on screen; nothing you typed is lost.</source>
        <translation>无法保存对话：%1 对话仍显示在屏幕上，你输入的内容不会丢失。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="282"/>
        <source>Reply copied</source>
        <translation>已复制回答</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="324"/>
        <source>Deleted a message.</source>
        <translation>已删除一条消息。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="325"/>
        <source>Deleted %1 messages (a message and its replies).</source>
        <translation>已删除 %1 条消息（该消息及其后续回复）。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="373"/>
        <source>Some settings could not be used and were reset: %1.</source>
        <translation>部分设置无法使用，已被重置：%1。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="377"/>
        <source>The old file was kept as %1.</source>
        <translation>旧文件已保留为 %1。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/preferences.py" line="142"/>
        <source>The new language is used from the next start of the app.</source>
        <translation>新的语言将在下次启动应用时生效。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/preferences.py" line="164"/>
        <source>Your settings are in use but could not be saved: %1</source>
        <translation>设置已生效，但无法保存：%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/preferences.py" line="177"/>
        <source>The %1 model is not downloaded yet. Download it to use it; until then the current model stays loaded.</source>
        <translation>%1 模型尚未下载。下载后即可使用；在此之前仍使用当前模型。</translation>
    </message>
</context>
<context>
    <name>MarkdownView</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/markdown_view.py" line="289"/>
        <source>Copy code</source>
        <translation>复制代码</translation>
    </message>
</context>
<context>
    <name>MessageAccess</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_access.py" line="22"/>
        <source>version %1 of %2</source>
        <translation>第 %1 版，共 %2 版</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_access.py" line="29"/>
        <source>Your message</source>
        <translation>你的消息</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_access.py" line="31"/>
        <source>Reply from Qwen</source>
        <translation>Qwen 的回复</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_access.py" line="37"/>
        <source>being written</source>
        <translation>正在生成</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_access.py" line="44"/>
        <source>Previous version</source>
        <translation>上一版本</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_access.py" line="47"/>
        <source>Next version</source>
        <translation>下一版本</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_access.py" line="66"/>
        <source>Passage from %1</source>
        <translation>%1 中的段落</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="73"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="73"/>
        <source>Qwen</source>
        <translation>Qwen</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="92"/>
        <source>Show the whole message</source>
        <translation>显示整条消息</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="102"/>
        <source>Attached: %1</source>
        <translation>附件：%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="248"/>
        <source>Click a source to read the passage it gave</source>
        <translation>点击来源可查看所引用的段落</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="255"/>
        <source>Previous version (Alt+Left)</source>
        <translation>上一个版本（Alt+←）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="261"/>
        <source>Next version (Alt+Right)</source>
        <translation>下一个版本（Alt+→）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="135"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="135"/>
        <source>Copy this message</source>
        <translation>复制这条消息</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="138"/>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="138"/>
        <source>Edit this message and send it again</source>
        <translation>编辑这条消息并重新发送</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="142"/>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="142"/>
        <source>Write this reply again</source>
        <translation>重新生成这条回答</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="146"/>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="146"/>
        <source>Write a reply to this message</source>
        <translation>为这条消息生成回复</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="150"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="150"/>
        <source>Remove this message from the conversation</source>
        <translation>从对话中删除这条消息</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="174"/>
        <source>Show or hide what the model thought before answering</source>
        <translation>显示或隐藏模型回答前的思考过程</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="178"/>
        <source>Thinking</source>
        <translation>思考过程</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="206"/>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="214"/>
        <source>Thought for %1 s</source>
        <translation>已思考 %1 秒</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="217"/>
        <source>Thoughts</source>
        <translation>思考过程</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="316"/>
        <source>Show all (%1 characters)</source>
        <translation>显示全部（%1 个字符）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="369"/>
        <source>first token %1 s</source>
        <translation>首字 %1 秒</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="370"/>
        <source>%1 tokens/s</source>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="371"/>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="374"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="375"/>
        <source>the connection broke off</source>
        <translation>连接中断</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="376"/>
        <source>reached the max tokens limit</source>
        <translation>已达到最大 token 数</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="377"/>
        <source>context window full</source>
        <translation>上下文窗口已满</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="400"/>
        <source>From: %1</source>
        <translation>出处：%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="402"/>
        <source>No passage matched the question; gave the start of %1</source>
        <translation>没有与问题相符的段落；提供了 %1 的开头</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="386"/>
        <source>Prompt: %1 tokens, %2 evaluated (the rest came from the cache)</source>
        <translation>提示词：%1 个 token，其中 %2 个需要计算（其余来自缓存）</translation>
    </message>
</context>
<context>
    <name>ModelManager</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="47"/>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="53"/>
        <source>Model files on this computer</source>
        <translation>本机的模型文件</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="55"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="55"/>
        <source>Quantization</source>
        <translation>量化级别</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="55"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="55"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="64"/>
        <source>Use this model</source>
        <translation>使用此模型</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="65"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="66"/>
        <source>Check file</source>
        <translation>校验文件</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="67"/>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="68"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="104"/>
        <source>in use</source>
        <translation>使用中</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="105"/>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="115"/>
        <source>No models yet. Download one or import a GGUF file.</source>
        <translation>还没有模型。请下载一个，或导入 GGUF 文件。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="133"/>
        <source>This model is in use. Choose another one first.</source>
        <translation>此模型正在使用中。请先选择另一个模型。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="143"/>
        <source>Could not delete it: %1</source>
        <translation>无法删除：%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="146"/>
        <source>Deleted %1.</source>
        <translation>已删除 %1。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="154"/>
        <source>Checking %1…</source>
        <translation>正在校验 %1…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="161"/>
        <source>compared with the published SHA-256</source>
        <translation>已与官方公布的 SHA-256 比对</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="162"/>
        <source>compared with the SHA-256 the server gave at download; no published checksum</source>
        <translation>已与下载时服务器提供的 SHA-256 比对；没有官方公布的校验值</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="164"/>
        <source>header and tensor table only; no checksum is known</source>
        <translation>仅检查了文件头和张量表；没有已知的校验值</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="167"/>
        <source>%1 is intact (%2).</source>
        <translation>%1 完好（%2）。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="169"/>
        <source>%1 is damaged: %2 (%3). Delete it and download it again.</source>
        <translation>%1 已损坏：%2（%3）。请删除后重新下载。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="180"/>
        <source>Check of %1 stopped.</source>
        <translation>已停止检查 %1。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="196"/>
        <source>Imported %1.</source>
        <translation>已导入 %1。</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <location filename="../../qwen_desktop/ui/model_picker.py" line="24"/>
        <source>Who answers the next message: this computer&apos;s model, or a remote server&apos;s</source>
        <translation>由谁回答下一条消息：本机的模型，还是远程服务器上的模型</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_picker.py" line="26"/>
        <source>Who answers</source>
        <translation>由谁回答</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_picker.py" line="39"/>
        <source>no model loaded</source>
        <translation>未加载模型</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_picker.py" line="40"/>
        <location filename="../../qwen_desktop/ui/model_picker.py" line="42"/>
        <source>This computer: %1</source>
        <translation>本机：%1</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/passage_dialog.py" line="29"/>
        <source>Passage</source>
        <translation>段落</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/passage_dialog.py" line="31"/>
        <source>This passage is no longer available.</source>
        <translation>该段落已不可用。</translation>
    </message>
</context>
<context>
    <name>QuickAskWindow</name>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="51"/>
        <source>Quick ask</source>
        <translation>快速提问</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="55"/>
        <source>Ask anything, then Enter (Esc closes)</source>
        <translation>输入问题后按 Enter（Esc 关闭）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="56"/>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="57"/>
        <source>Selected text (you can edit it):</source>
        <translation>选中的文字（可以修改）：</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="60"/>
        <source>Selected text</source>
        <translation>选中的文字</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="65"/>
        <source>Reply</source>
        <translation>回复</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="66"/>
        <source>The reply appears here. Enter copies it.</source>
        <translation>回复显示在这里。按 Enter 复制。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="70"/>
        <source>Open in window</source>
        <translation>在窗口中打开</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="95"/>
        <source>Send the selected text to this assistant</source>
        <translation>把选中的文字交给这个助手</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="178"/>
        <source>Writing…</source>
        <translation>正在回答…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="181"/>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="205"/>
        <source>Load a model first (the main window, Ctrl+O).</source>
        <translation>请先加载模型（主窗口，Ctrl+O）。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="187"/>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="194"/>
        <source>%1 · assistant: %2</source>
        <translation>%1 · 助手：%2</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="196"/>
        <source>System prompt: %1</source>
        <translation>系统提示词：%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="202"/>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="209"/>
        <source>Reply copied.</source>
        <translation>回复已复制。</translation>
    </message>
</context>
<context>
    <name>ServersDialog</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="44"/>
        <source>Remote servers</source>
        <translation>远程服务器</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="50"/>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="52"/>
        <source>Any OpenAI-compatible server: llama-server, vLLM, Ollama (/v1), LM Studio or another Qwen Desktop.</source>
        <translation>任何兼容 OpenAI 的服务器：llama-server、vLLM、Ollama（/v1）、LM Studio 或另一台 Qwen Desktop。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="56"/>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="57"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="58"/>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="59"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="60"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="68"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="69"/>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="70"/>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="71"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="90"/>
        <source>e.g. Home PC</source>
        <translation>例如：家里的电脑</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="97"/>
        <source>optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="136"/>
        <source>That address cannot be used: %1</source>
        <translation>无法使用这个地址：%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="148"/>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="173"/>
        <source>Connected: %1 models. Choose one and save.</source>
        <translation>已连接：共 %1 个模型。请选择一个并保存。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="174"/>
        <source>Connected, but the server lists no models.</source>
        <translation>已连接，但服务器没有列出任何模型。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="188"/>
        <source>Could not save: %1</source>
        <translation>无法保存：%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="192"/>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="55"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="120"/>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="122"/>
        <source>recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="123"/>
        <source>downloaded</source>
        <translation>已下载</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="123"/>
        <source>not downloaded</source>
        <translation>未下载</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="232"/>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="237"/>
        <source>Light, dark or high-contrast colours. Same as the system follows the system&apos;s high-contrast setting too.</source>
        <translation>浅色、深色或高对比度配色。“跟随系统”也会跟随系统的高对比度设置。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="257"/>
        <source>Let other programs on this computer use the model</source>
        <translation>允许本机上的其他程序使用模型</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="260"/>
        <source>An OpenAI-compatible server on 127.0.0.1 only, for editors, scripts and browser extensions. Other computers cannot reach it. Off by default.</source>
        <translation>一个只监听 127.0.0.1 的 OpenAI 兼容服务，供编辑器、脚本和浏览器扩展使用。其他电脑无法访问。默认关闭。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="263"/>
        <source>The port it listens on.</source>
        <translation>服务监听的端口。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="267"/>
        <source>optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="268"/>
        <source>When set, programs must send it as a Bearer key.</source>
        <translation>设置后，程序必须以 Bearer 密钥的形式发送它。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="271"/>
        <source>none (web pages may not use it)</source>
        <translation>无（网页不能使用）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="273"/>
        <source>Web page origins allowed to call the server, separated by commas, e.g. http://localhost:3000. Leave empty unless a web app needs it.</source>
        <translation>允许调用此服务的网页来源，用逗号分隔，例如 http://localhost:3000。除非某个网页应用需要，否则请留空。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="283"/>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="284"/>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="285"/>
        <source>Allowed web origins</source>
        <translation>允许的网页来源</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="286"/>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="332"/>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="151"/>
        <source>How much of the conversation the model can see at once. Larger remembers more but uses more memory and makes long conversations slower.</source>
        <translation>模型一次能看到多少对话内容。越大记得越多，但占用更多内存，长对话也会更慢。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="95"/>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="97"/>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="280"/>
        <source>Local API server</source>
        <translation>本地 API 服务</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="99"/>
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="116"/>
        <source>Which model, and how strongly it is compressed. Bigger models and larger files answer better but need more memory and write more slowly.</source>
        <translation>使用哪个模型，以及压缩程度。更大的模型和更大的文件回答更好，但需要更多内存、输出更慢。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="129"/>
        <source>CPU threads used by the model. The number of performance cores is fastest; more threads than cores slows it down.</source>
        <translation>模型使用的 CPU 线程数。与性能核心数相同时最快；线程多于核心反而会变慢。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="133"/>
        <source>This computer: %1 performance cores, %2 cores, %3 logical processors</source>
        <translation>本机：%1 个性能核心，共 %2 个核心，%3 个逻辑处理器</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="142"/>
        <source>%1 tokens · about %2 MB of memory</source>
        <translation>%1 个 token · 约占 %2 MB 内存</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="146"/>
        <source>Disk space for remembering where recent conversations left off, so continuing one after a restart starts answering at once. 0 turns it off.</source>
        <translation>用于记住最近对话进度的磁盘空间，重启后继续对话可以立即开始回答。设为 0 即关闭。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="160"/>
        <source>Saved conversation states</source>
        <translation>已保存的对话状态</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="167"/>
        <source>Fast answers</source>
        <translation>快速回答</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="167"/>
        <source>Balanced</source>
        <translation>均衡</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="168"/>
        <source>Creative</source>
        <translation>创意</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="168"/>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="173"/>
        <source>Fast answers: short, deterministic replies. Balanced: Qwen&apos;s recommended settings. Creative: more varied, longer replies.</source>
        <translation>快速回答：简短、确定的回答。均衡：Qwen 推荐的设置。创意：更多样、更长的回答。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="177"/>
        <source>Randomness. 0 always picks the most likely word (repeatable, focused); higher values give more varied but less reliable text. No effect on speed.</source>
        <translation>随机性。0 总是选择最可能的词（可重复、更专注）；数值越高，文本越多样但越不可靠。不影响速度。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="180"/>
        <source>Only words within this share of probability are considered. Lower is more focused, higher more varied. No effect on speed.</source>
        <translation>只考虑累计概率在此比例内的词。越低越专注，越高越多样。不影响速度。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="184"/>
        <source>Only this many of the most likely words are considered (0 = no limit). Lower is more focused. No effect on speed.</source>
        <translation>只考虑最可能的这么多个词（0 = 不限制）。越低越专注。不影响速度。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="187"/>
        <source>Drops words far less likely than the best one. Higher is more focused.</source>
        <translation>排除远不如最佳候选的词。越高越专注。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="189"/>
        <source>Discourages repeating the same words. 1.0 is off; too high makes text odd.</source>
        <translation>抑制重复相同的词。1.0 表示关闭；过高会让文本变得奇怪。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="193"/>
        <source>The longest reply, in tokens (about ¾ of an English word or one Chinese character). Lower values give faster, shorter answers.</source>
        <translation>回答的最大长度，以 token 计（约为 ¾ 个英文单词或一个汉字）。数值越低，回答越快越短。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="196"/>
        <source>0: every reply is sampled afresh. Any other number: asking the same thing again from the same state (a conversation just opened, or the same message asked again) gives the same reply. A reply that reuses more or less of what the model has already read can differ slightly.</source>
        <translation>0：每次回复都重新随机采样。其他数字：在相同状态下（刚打开的对话，或再次发送同一条消息）问同样的问题，会得到相同的回复。若回复复用了模型已读内容的多少不同，结果可能略有差异。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="200"/>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="202"/>
        <source>How much of attached documents a message may carry, in tokens. More gives the model more to read but takes longer before the answer starts (about 1 s per 100 tokens on a 2-core laptop).</source>
        <translation>一条消息最多附带多少附件内容（以 token 计）。越多，模型能读到的越多，但开始回答前等待越久（双核笔记本上每 100 个 token 约 1 秒）。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="209"/>
        <source>Instructions the model reads before every conversation. A long system prompt uses context and slows the first reply slightly.</source>
        <translation>模型在每次对话前读取的指示。较长的系统提示词会占用上下文，并让第一次回答稍慢。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="222"/>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="224"/>
        <source>Attached documents</source>
        <translation>附件内容</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="230"/>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="244"/>
        <source>Same as the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="230"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="231"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="241"/>
        <source>Text size, in points.</source>
        <translation>文字大小，以磅为单位。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="248"/>
        <source>The language of the app&apos;s menus and messages.</source>
        <translation>应用菜单和消息使用的语言。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="154"/>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="156"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="157"/>
        <source>CPU threads</source>
        <translation>CPU 线程</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="159"/>
        <source>Context size</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="96"/>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="213"/>
        <source>Answers</source>
        <translation>回答</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="215"/>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="216"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="217"/>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="218"/>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="219"/>
        <source>Min-p</source>
        <translation>Min-p</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="220"/>
        <source>Repeat penalty</source>
        <translation>重复惩罚</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="221"/>
        <source>Max new tokens</source>
        <translation>最大生成 token 数</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="223"/>
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="249"/>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="251"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="252"/>
        <source>Font size</source>
        <translation>字号</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="253"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="29"/>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="33"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="34"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="34"/>
        <source>What it does</source>
        <translation>作用</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="72"/>
        <source>Send the message</source>
        <translation>发送消息</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="73"/>
        <source>New line in the message</source>
        <translation>在消息中换行</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="74"/>
        <source>Stop the reply; cancel an edit; close a dialog</source>
        <translation>停止回复；取消编辑；关闭对话框</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="75"/>
        <source>New conversation</source>
        <translation>新对话</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="76"/>
        <source>Go to the message box</source>
        <translation>转到消息框</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="77"/>
        <source>Search conversations</source>
        <translation>搜索对话</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="78"/>
        <source>Copy the last reply</source>
        <translation>复制最后一条回复</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="80"/>
        <source>Next / previous region: conversations, messages, message box</source>
        <translation>下一个 / 上一个区域：对话列表、消息、消息框</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="81"/>
        <source>Up, Down</source>
        <translation>上、下方向键</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="81"/>
        <source>Previous / next message (on a message)</source>
        <translation>上一条 / 下一条消息（焦点在消息上时）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="83"/>
        <source>Previous / next version of the message</source>
        <translation>消息的上一版本 / 下一版本</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="84"/>
        <source>Menu key, %1</source>
        <translation>菜单键、%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="85"/>
        <source>The message&apos;s actions: copy, edit, regenerate, versions, delete</source>
        <translation>消息的操作：复制、编辑、重新生成、切换版本、删除</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="86"/>
        <source>Next / previous control</source>
        <translation>下一个 / 上一个控件</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="87"/>
        <source>Open a model file</source>
        <translation>打开模型文件</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="88"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="89"/>
        <source>This list</source>
        <translation>本列表</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="90"/>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="93"/>
        <source>Quick ask, from any application</source>
        <translation>快速提问（在任何程序中）</translation>
    </message>
</context>
<context>
    <name>UndoBar</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/undo_bar.py" line="20"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="17"/>
        <source>What can I help you with?</source>
        <translation>有什么可以帮你的？</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="27"/>
        <source>Everything runs on this computer; nothing you write leaves it.</source>
        <translation>一切都在这台电脑上运行，你写的内容不会离开它。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="43"/>
        <source>Put this into the message box</source>
        <translation>把这句话放进输入框</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="54"/>
        <source>Explain what a large language model is, in three sentences.</source>
        <translation>用三句话解释什么是大语言模型。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="55"/>
        <source>Write a short poem about autumn.</source>
        <translation>写一首关于秋天的短诗。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="56"/>
        <source>Help me write a polite email asking for a day off tomorrow.</source>
        <translation>帮我写一封礼貌的邮件，请明天一天假。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="57"/>
        <source>Translate into English: 今天天气很好，我们去公园散步吧。</source>
        <translation>把这句话翻译成英文：今天天气很好，我们去公园散步吧。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="62"/>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="64"/>
        <source>Model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="66"/>
        <source>No model is loaded yet. Open a model file (Ctrl+O) to start.</source>
        <translation>尚未加载模型。请打开一个模型文件（Ctrl+O）开始。</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="22"/>
        <source>&amp;New conversation</source>
        <translation>新对话(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="24"/>
        <source>&amp;Open model file…</source>
        <translation>打开模型文件(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="26"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="29"/>
        <source>&amp;Get a model…</source>
        <translation>获取模型(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="31"/>
        <source>&amp;Models…</source>
        <translation>模型管理(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="33"/>
        <source>&amp;Remote servers…</source>
        <translation>远程服务器(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="35"/>
        <source>&amp;Assistants…</source>
        <translation>助手(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="38"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="39"/>
        <source>&amp;Stop reply</source>
        <translation>停止回答(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="40"/>
        <source>&amp;Focus the message box</source>
        <translation>定位到输入框(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="42"/>
        <source>&amp;Copy last reply</source>
        <translation>复制最后一条回答(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="44"/>
        <source>&amp;Search conversations</source>
        <translation>搜索对话(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="46"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="48"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="54"/>
        <source>&amp;Chat</source>
        <translation>对话(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="57"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
</context>
<context>
    <name>WindowStatus</name>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="45"/>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="190"/>
        <source>No model</source>
        <translation>未加载模型</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="50"/>
        <source>Loading the model</source>
        <translation>正在加载模型</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="53"/>
        <source>Reading the prompt</source>
        <translation>正在读取提示</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="70"/>
        <source>Open a model to start (Ctrl+O)</source>
        <translation>打开一个模型即可开始（Ctrl+O）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="111"/>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="173"/>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="178"/>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="112"/>
        <source>Waiting for the model to load…</source>
        <translation>正在等待模型加载…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="113"/>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="114"/>
        <source>Writing…</source>
        <translation>正在回答…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="115"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="116"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="127"/>
        <source>Reading %1 of %2 tokens… (Esc stops)</source>
        <translation>正在阅读 %2 个 token 中的第 %1 个…（按 Esc 停止）</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="144"/>
        <source>≈%1 tokens/s</source>
        <translation>≈%1 token/秒</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="149"/>
        <source>%1 tokens/s · %2 tokens</source>
        <translation>%1 token/秒 · %2 个 token</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="161"/>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="167"/>
        <source>%1
context %2 tokens, %3 threads</source>
        <translation>%1
上下文 %2 个 token，%3 个线程</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="179"/>
        <source>The model could not be loaded</source>
        <translation>无法加载模型</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="201"/>
        <source>Updating the search index of attached files: %1 of %2</source>
        <translation>正在更新附件的搜索索引：%1 / %2</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="206"/>
        <source>Attached files re-indexed: questions in Chinese now find their passages</source>
        <translation>附件已重新建立索引：中文提问现在能找到相关段落</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="212"/>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="225"/>
        <source>API server: %1</source>
        <translation>API 服务：%1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="214"/>
        <source>Other programs on this computer can use the loaded model through the OpenAI API at %1</source>
        <translation>本机上的其他程序可以通过 %1 的 OpenAI 接口使用已加载的模型</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="223"/>
        <source>API server: answering (%1)</source>
        <translation>API 服务：正在回答（%1）</translation>
    </message>
</context>
</TS>
