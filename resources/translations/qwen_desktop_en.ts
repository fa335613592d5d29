<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../qwen_desktop/ui/memory_question.py" line="25"/>
        <source>Not enough memory</source>
        <translation>Not enough memory</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/memory_question.py" line="26"/>
        <source>%1 needs about %2 of memory, but this computer has %3 free now.</source>
        <translation>%1 needs about %2 of memory, but this computer has %3 free now.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/memory_question.py" line="29"/>
        <source>Loading it anyway can make the whole computer very slow. Close other programs, or choose a smaller model or context size. Load it anyway?</source>
        <translation>Loading it anyway can make the whole computer very slow. Close other programs, or choose a smaller model or context size. Load it anyway?</translation>
    </message>
</context>
<context>
    <name>AboutTab</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="22"/>
        <source>(not reported by this system)</source>
        <translation>(not reported by this system)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="23"/>
        <source>About</source>
        <translation>About</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="25"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="26"/>
        <source>Model engine</source>
        <translation>Model engine</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="27"/>
        <source>Processor features</source>
        <translation>Processor features</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="41"/>
        <source>llama.cpp; its CPU build is chosen when a model is first loaded</source>
        <translation>llama.cpp; its CPU build is chosen when a model is first loaded</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="43"/>
        <source>llama.cpp built for this computer</source>
        <translation>llama.cpp built for this computer</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/about_tab.py" line="46"/>
        <source>llama.cpp, CPU build “%1” (the fastest of %2 builds this processor can run, of %3 shipped)</source>
        <translation>llama.cpp, CPU build “%1” (the fastest of %2 builds this processor can run, of %3 shipped)</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <location filename="../../qwen_desktop/ui/accessibility.py" line="46"/>
        <source>Clear</source>
        <translation>Clear</translation>
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
        <translation>Show window</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/anywhere.py" line="49"/>
        <source>New conversation</source>
        <translation>New conversation</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/anywhere.py" line="50"/>
        <source>Quick ask</source>
        <translation>Quick ask</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/anywhere.py" line="52"/>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/anywhere.py" line="110"/>
        <source>Qwen Desktop is still running</source>
        <translation>Qwen Desktop is still running</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/anywhere.py" line="111"/>
        <source>It is in the system tray. Quit it from the tray icon&apos;s menu.</source>
        <translation>It is in the system tray. Quit it from the tray icon&apos;s menu.</translation>
    </message>
</context>
<context>
    <name>AnywhereBox</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="15"/>
        <source>Ask from anywhere</source>
        <translation>Ask from anywhere</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="22"/>
        <source>Opens quick ask from any application. Empty: off.</source>
        <translation>Opens quick ask from any application. Empty: off.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="26"/>
        <source>Closing the window keeps Qwen Desktop in the tray</source>
        <translation>Closing the window keeps Qwen Desktop in the tray</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="21"/>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="29"/>
        <source>Quick ask shortcut</source>
        <translation>Quick ask shortcut</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="43"/>
        <source>Works in every application.</source>
        <translation>Works in every application.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="44"/>
        <source>Off.</source>
        <translation>Off.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="45"/>
        <source>Setting it up…</source>
        <translation>Setting it up…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="47"/>
        <source>Another program already uses this combination: choose another one.</source>
        <translation>Another program already uses this combination: choose another one.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="48"/>
        <source>Use a combination with Ctrl, Alt, Shift or Meta.</source>
        <translation>Use a combination with Ctrl, Alt, Shift or Meta.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/anywhere_box.py" line="50"/>
        <source>This desktop does not let applications set global shortcuts (Wayland): open quick ask from the tray icon, or set a shortcut in the desktop&apos;s own settings that runs qwen-desktop --quick-ask.</source>
        <translation>This desktop does not let applications set global shortcuts (Wayland): open quick ask from the tray icon, or set a shortcut in the desktop&apos;s own settings that runs qwen-desktop --quick-ask.</translation>
    </message>
</context>
<context>
    <name>ApiController</name>
    <message>
        <location filename="../../qwen_desktop/services/api/controller.py" line="68"/>
        <source>The local API server could not start: port %1 is already in use. Choose another port in Settings.</source>
        <translation>The local API server could not start: port %1 is already in use. Choose another port in Settings.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/api/controller.py" line="74"/>
        <source>The local API server could not start: %1</source>
        <translation>The local API server could not start: %1</translation>
    </message>
</context>
<context>
    <name>AssistantsDialog</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="42"/>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="46"/>
        <source>Assistants</source>
        <translation>Assistants</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="52"/>
        <source>A sign shown before its conversations, e.g. ⇄ ✎ Σ</source>
        <translation>A sign shown before its conversations, e.g. ⇄ ✎ Σ</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="55"/>
        <source>What the assistant is told before every message</source>
        <translation>What the assistant is told before every message</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="60"/>
        <source>as in Settings</source>
        <translation>as in Settings</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="65"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="66"/>
        <source>Symbol</source>
        <translation>Symbol</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="67"/>
        <source>System prompt</source>
        <translation>System prompt</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="68"/>
        <source>Temperature</source>
        <translation>Temperature</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="72"/>
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="72"/>
        <source>Duplicate</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="73"/>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="73"/>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="74"/>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="74"/>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="75"/>
        <source>Start a conversation</source>
        <translation>Start a conversation</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="75"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="130"/>
        <source>Built in: duplicate it to make your own version</source>
        <translation>Built in: duplicate it to make your own version</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="154"/>
        <source>A built-in assistant: Duplicate it to change it.</source>
        <translation>A built-in assistant: Duplicate it to change it.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="161"/>
        <source>New assistant</source>
        <translation>New assistant</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="162"/>
        <source>You are a helpful assistant.</source>
        <translation>You are a helpful assistant.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="170"/>
        <source>(copy)</source>
        <translation>(copy)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="184"/>
        <source>An assistant needs a name and a system prompt.</source>
        <translation>An assistant needs a name and a system prompt.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="211"/>
        <source>%1 could not be imported: %2</source>
        <translation>%1 could not be imported: %2</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="215"/>
        <source>Imported %1 assistants.</source>
        <translation>Imported %1 assistants.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="225"/>
        <source>Could not write %1: %2</source>
        <translation>Could not write %1: %2</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="233"/>
        <source>Import assistants</source>
        <translation>Import assistants</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="234"/>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="240"/>
        <source>Assistants (*.json)</source>
        <translation>Assistants (*.json)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/assistants_dialog.py" line="240"/>
        <source>Export assistants</source>
        <translation>Export assistants</translation>
    </message>
</context>
<context>
    <name>AttachmentChips</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="33"/>
        <source>Indexing %1…</source>
        <translation>Indexing %1…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="36"/>
        <source>Reading %1: page %2 of %3</source>
        <translation>Reading %1: page %2 of %3</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="53"/>
        <source>, %1 pages</source>
        <translation>, %1 pages</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="56"/>
        <source>Remove it from the next messages</source>
        <translation>Remove it from the next messages</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="57"/>
        <source>Attached file %1, press to remove it</source>
        <translation>Attached file %1, press to remove it</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="62"/>
        <source>Reading %1…</source>
        <translation>Reading %1…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="78"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/attachment_chips.py" line="79"/>
        <source>Stop reading the file</source>
        <translation>Stop reading the file</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/banner.py" line="27"/>
        <location filename="../../qwen_desktop/ui/chat/banner.py" line="28"/>
        <source>Dismiss</source>
        <translation>Dismiss</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="82"/>
        <source>Smallest and fastest to load; noticeably weaker answers.</source>
        <translation>Smallest and fastest to load; noticeably weaker answers.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="89"/>
        <source>Small; answers a little weaker than Q4.</source>
        <translation>Small; answers a little weaker than Q4.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="94"/>
        <source>Small and fast; older format, slightly weaker than Q4_K_M.</source>
        <translation>Small and fast; older format, slightly weaker than Q4_K_M.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="101"/>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="129"/>
        <source>Recommended: the best balance of size, speed and quality.</source>
        <translation>Recommended: the best balance of size, speed and quality.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="109"/>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="132"/>
        <source>A little better answers, a little slower.</source>
        <translation>A little better answers, a little slower.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="114"/>
        <source>Close to full quality; slower and larger.</source>
        <translation>Close to full quality; slower and larger.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="119"/>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="133"/>
        <source>Practically full quality; the slowest quantized file.</source>
        <translation>Practically full quality; the slowest quantized file.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="124"/>
        <source>Unquantized; largest and slowest, for comparison.</source>
        <translation>Unquantized; largest and slowest, for comparison.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/models/catalog.py" line="134"/>
        <source>The only file its repository publishes: near full quality.</source>
        <translation>The only file its repository publishes: near full quality.</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/chat_view.py" line="131"/>
        <source>Qwen is replying. Esc stops.</source>
        <translation>Qwen is replying. Esc stops.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/chat_view.py" line="149"/>
        <source>Reply stopped: %1</source>
        <translation>Reply stopped: %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/chat_view.py" line="151"/>
        <source>Reply finished: %1</source>
        <translation>Reply finished: %1</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer.py" line="20"/>
        <source>Message Qwen… (Enter to send, Shift+Enter for a new line)</source>
        <translation>Message Qwen… (Enter to send, Shift+Enter for a new line)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer.py" line="22"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer.py" line="23"/>
        <source>Enter sends, Shift+Enter starts a new line</source>
        <translation>Enter sends, Shift+Enter starts a new line</translation>
    </message>
</context>
<context>
    <name>ComposerBar</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="24"/>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="26"/>
        <source>Send the message (Enter)</source>
        <translation>Send the message (Enter)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="29"/>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="31"/>
        <source>Stop the reply (Esc)</source>
        <translation>Stop the reply (Esc)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="33"/>
        <source>Attach…</source>
        <translation>Attach…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="36"/>
        <source>Attach files to ask about: text, Markdown, code, CSV, HTML, PDF, DOCX. You can also drop or paste them here.</source>
        <translation>Attach files to ask about: text, Markdown, code, CSV, HTML, PDF, DOCX. You can also drop or paste them here.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="40"/>
        <source>Think</source>
        <translation>Think</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="43"/>
        <source>Let the model think before it answers (better at reasoning, slower). Off: it answers at once. For this conversation.</source>
        <translation>Let the model think before it answers (better at reasoning, slower). Off: it answers at once. For this conversation.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="91"/>
        <source>No model is loaded yet. Open a model file first (Ctrl+O).</source>
        <translation>No model is loaded yet. Open a model file first (Ctrl+O).</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/composer_bar.py" line="92"/>
        <source>An attached file is still being read.</source>
        <translation>An attached file is still being read.</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="79"/>
        <source>Search all conversations (Ctrl+F)</source>
        <translation>Search all conversations (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="81"/>
        <source>Search conversations</source>
        <translation>Search conversations</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="84"/>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="85"/>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="186"/>
        <source>New conversation</source>
        <translation>New conversation</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="90"/>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="136"/>
        <source>Start a conversation with an assistant</source>
        <translation>Start a conversation with an assistant</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="137"/>
        <source>New conversation with an assistant</source>
        <translation>New conversation with an assistant</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="157"/>
        <source>Manage assistants…</source>
        <translation>Manage assistants…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="173"/>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="181"/>
        <source>No messages match “%1”.</source>
        <translation>No messages match “%1”.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="189"/>
        <source>Writing…</source>
        <translation>Writing…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="197"/>
        <source>Assistant: %1</source>
        <translation>Assistant: %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="202"/>
        <source>A reply is being written</source>
        <translation>A reply is being written</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="238"/>
        <source>Rename…</source>
        <translation>Rename…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="239"/>
        <source>Unpin</source>
        <translation>Unpin</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="239"/>
        <source>Pin</source>
        <translation>Pin</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="241"/>
        <source>Export as Markdown…</source>
        <translation>Export as Markdown…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="243"/>
        <source>Export as JSON…</source>
        <translation>Export as JSON…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="245"/>
        <source>Export as JSON with every version…</source>
        <translation>Export as JSON with every version…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="248"/>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="253"/>
        <source>Rename conversation</source>
        <translation>Rename conversation</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="253"/>
        <source>Title:</source>
        <translation>Title:</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/sidebar.py" line="271"/>
        <source>Deleted “%1”.</source>
        <translation>Deleted “%1”.</translation>
    </message>
</context>
<context>
    <name>DownloadDialog</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="58"/>
        <source>Get a model</source>
        <translation>Get a model</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="68"/>
        <source>Qwen Desktop answers with an AI model that runs on this computer. Download one model file once; after that, everything works offline.</source>
        <translation>Qwen Desktop answers with an AI model that runs on this computer. Download one model file once; after that, everything works offline.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="160"/>
        <source>(downloaded)</source>
        <translation>(downloaded)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="82"/>
        <source>Mirror address (optional), e.g. https://hf-mirror.com</source>
        <translation>Mirror address (optional), e.g. https://hf-mirror.com</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="75"/>
        <source>Checking what runs well on this computer…</source>
        <translation>Checking what runs well on this computer…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="80"/>
        <source>Mirror address</source>
        <translation>Mirror address</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="85"/>
        <source>If huggingface.co cannot be reached from your network, enter a mirror that serves the same files. Proxies set in the environment are used.</source>
        <translation>If huggingface.co cannot be reached from your network, enter a mirror that serves the same files. Proxies set in the environment are used.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="129"/>
        <source>Models to download</source>
        <translation>Models to download</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="150"/>
        <source>runs well here</source>
        <translation>runs well here</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="151"/>
        <source>slow here</source>
        <translation>slow here</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="152"/>
        <source>will not fit in memory</source>
        <translation>will not fit in memory</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="154"/>
        <source>needs %1 of memory</source>
        <translation>needs %1 of memory</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="155"/>
        <source>about %1 tokens/s</source>
        <translation>about %1 tokens/s</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="158"/>
        <source>thinks before answering</source>
        <translation>thinks before answering</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="162"/>
        <source>From %1</source>
        <translation>From %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="172"/>
        <source>This computer has %1 of memory free. Speeds are estimated from %2.</source>
        <translation>This computer has %1 of memory free. Speeds are estimated from %2.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="174"/>
        <source>replies measured here</source>
        <translation>replies measured here</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="175"/>
        <source>a one-second memory speed test</source>
        <translation>a one-second memory speed test</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="209"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="211"/>
        <source>Cancel download</source>
        <translation>Cancel download</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="213"/>
        <source>Import a GGUF file…</source>
        <translation>Import a GGUF file…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="215"/>
        <source>Use a folder…</source>
        <translation>Use a folder…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="217"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="249"/>
        <source>Needs %1 · %2 free in %3</source>
        <translation>Needs %1 · %2 free in %3</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="256"/>
        <source>Downloading…</source>
        <translation>Downloading…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="259"/>
        <source>Resume (%1 of %2 done)</source>
        <translation>Resume (%1 of %2 done)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="265"/>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="282"/>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="288"/>
        <source>Pausing…</source>
        <translation>Pausing…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="296"/>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="338"/>
        <source>Download cancelled; the partial file was deleted.</source>
        <translation>Download cancelled; the partial file was deleted.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="302"/>
        <source>Checking the file (SHA-256)…</source>
        <translation>Checking the file (SHA-256)…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="307"/>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="309"/>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="312"/>
        <source>%1 left</source>
        <translation>%1 left</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="319"/>
        <source>Downloaded and verified.</source>
        <translation>Downloaded and verified.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="332"/>
        <source>Try again</source>
        <translation>Try again</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="339"/>
        <source>Paused. Resume continues where it stopped, even after a restart.</source>
        <translation>Paused. Resume continues where it stopped, even after a restart.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="351"/>
        <source>Folder with GGUF models</source>
        <translation>Folder with GGUF models</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/download_dialog.py" line="378"/>
        <source>No usable GGUF chat model was found in %1.</source>
        <translation>No usable GGUF chat model was found in %1.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="40"/>
        <source>the file does not exist</source>
        <translation>the file does not exist</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="41"/>
        <source>Download the model again or choose another file.</source>
        <translation>Download the model again or choose another file.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="44"/>
        <source>this is a folder, not a model file</source>
        <translation>this is a folder, not a model file</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="45"/>
        <source>Choose a .gguf file.</source>
        <translation>Choose a .gguf file.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="48"/>
        <source>the file cannot be read</source>
        <translation>the file cannot be read</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="49"/>
        <source>Check the file&apos;s permissions.</source>
        <translation>Check the file&apos;s permissions.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="52"/>
        <source>this is not a GGUF model file</source>
        <translation>this is not a GGUF model file</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="53"/>
        <source>Choose a .gguf file made for llama.cpp.</source>
        <translation>Choose a .gguf file made for llama.cpp.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="56"/>
        <source>this GGUF version is not supported</source>
        <translation>this GGUF version is not supported</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="57"/>
        <source>Use a file converted with a recent llama.cpp.</source>
        <translation>Use a file converted with a recent llama.cpp.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="60"/>
        <source>the file is incomplete</source>
        <translation>the file is incomplete</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="61"/>
        <source>The download was probably interrupted: delete the file and download it again.</source>
        <translation>The download was probably interrupted: delete the file and download it again.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="67"/>
        <source>the file is damaged</source>
        <translation>the file is damaged</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="68"/>
        <source>Delete the file and download it again.</source>
        <translation>Delete the file and download it again.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="71"/>
        <source>this model architecture is not supported by the built-in llama.cpp</source>
        <translation>this model architecture is not supported by the built-in llama.cpp</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="74"/>
        <source>Use a Qwen2.5 GGUF file or update the app.</source>
        <translation>Use a Qwen2.5 GGUF file or update the app.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="77"/>
        <source>the file has no chat template</source>
        <translation>the file has no chat template</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="78"/>
        <source>Use an Instruct (chat) model, not a base model.</source>
        <translation>Use an Instruct (chat) model, not a base model.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="81"/>
        <source>there is not enough memory to load it with these settings</source>
        <translation>there is not enough memory to load it with these settings</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="82"/>
        <source>Close other programs, pick a smaller quantization or a smaller context size.</source>
        <translation>Close other programs, pick a smaller quantization or a smaller context size.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="87"/>
        <source>llama.cpp could not load it</source>
        <translation>llama.cpp could not load it</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/errors.py" line="88"/>
        <source>The file may be damaged or made for a newer llama.cpp: download it again.</source>
        <translation>The file may be damaged or made for a newer llama.cpp: download it again.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="26"/>
        <source>There is no connection to the download server. Check your network (or proxy) and try again.</source>
        <translation>There is no connection to the download server. Check your network (or proxy) and try again.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="31"/>
        <source>The server&apos;s name could not be found. Check the network, or set a mirror address that you can reach.</source>
        <translation>The server&apos;s name could not be found. Check the network, or set a mirror address that you can reach.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="36"/>
        <source>The server does not have this file (404). Check the mirror address.</source>
        <translation>The server does not have this file (404). Check the mirror address.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="39"/>
        <source>The download server had a problem. Try again later.</source>
        <translation>The download server had a problem. Try again later.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="42"/>
        <source>The connection kept dropping. What was downloaded is kept; try again to continue.</source>
        <translation>The connection kept dropping. What was downloaded is kept; try again to continue.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="46"/>
        <source>There is not enough free disk space. Free some space and try again; what was downloaded is kept.</source>
        <translation>There is not enough free disk space. Free some space and try again; what was downloaded is kept.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="51"/>
        <source>The app may not write to the models folder. Check its permissions.</source>
        <translation>The app may not write to the models folder. Check its permissions.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="54"/>
        <source>The downloaded file was damaged (its checksum is wrong) and was deleted. Try again.</source>
        <translation>The downloaded file was damaged (its checksum is wrong) and was deleted. Try again.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="58"/>
        <source>Offline mode is on (HF_HUB_OFFLINE), so nothing can be downloaded.</source>
        <translation>Offline mode is on (HF_HUB_OFFLINE), so nothing can be downloaded.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="66"/>
        <source>The server cannot be reached. Check its address and that it is running.</source>
        <translation>The server cannot be reached. Check its address and that it is running.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="70"/>
        <source>The server&apos;s certificate could not be verified (TLS). Check the address (https or http).</source>
        <translation>The server&apos;s certificate could not be verified (TLS). Check the address (https or http).</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="76"/>
        <source>The server refused the API key (%1). Check the key in Remote servers.</source>
        <translation>The server refused the API key (%1). Check the key in Remote servers.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="80"/>
        <source>The server does not have this model (404). Choose another model in Remote servers.</source>
        <translation>The server does not have this model (404). Choose another model in Remote servers.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="85"/>
        <source>The server is busy (%1). Try again in a moment.</source>
        <translation>The server is busy (%1). Try again in a moment.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="89"/>
        <source>The server did not answer in time. Try again, or check that it is not overloaded.</source>
        <translation>The server did not answer in time. Try again, or check that it is not overloaded.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="94"/>
        <source>The connection to the server broke off mid-reply. What arrived is kept.</source>
        <translation>The connection to the server broke off mid-reply. What arrived is kept.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="98"/>
        <source>The server&apos;s answer was not in the OpenAI format. Is this the right address (ending in /v1)?</source>
        <translation>The server&apos;s answer was not in the OpenAI format. Is this the right address (ending in /v1)?</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="103"/>
        <source>The server reported an error.</source>
        <translation>The server reported an error.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="109"/>
        <source>It asks to wait %1 s.</source>
        <translation>It asks to wait %1 s.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="116"/>
        <source>“%1” is no longer there.</source>
        <translation>“%1” is no longer there.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="120"/>
        <source>“%1” cannot be read (check its permissions).</source>
        <translation>“%1” cannot be read (check its permissions).</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="124"/>
        <source>“%1” is larger than 50 MB.</source>
        <translation>“%1” is larger than 50 MB.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="128"/>
        <source>“%1” has more than 2,000 pages.</source>
        <translation>“%1” has more than 2,000 pages.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="132"/>
        <source>“%1” has no text.</source>
        <translation>“%1” has no text.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="136"/>
        <source>“%1” is not a text document.</source>
        <translation>“%1” is not a text document.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="140"/>
        <source>The text encoding of “%1” is not recognised.</source>
        <translation>The text encoding of “%1” is not recognised.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="144"/>
        <source>“%1” is password-protected.</source>
        <translation>“%1” is password-protected.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="148"/>
        <source>“%1” has no text layer (a scan); it would need OCR.</source>
        <translation>“%1” has no text layer (a scan); it would need OCR.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="152"/>
        <source>“%1” is damaged and cannot be read.</source>
        <translation>“%1” is damaged and cannot be read.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="168"/>
        <source>A programming error in Qwen Desktop stopped this (%1). It is not a problem with your files or your network. The details are in the log (%2); please report it. Nothing you typed is lost.</source>
        <translation>A programming error in Qwen Desktop stopped this (%1). It is not a problem with your files or your network. The details are in the log (%2); please report it. Nothing you typed is lost.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="191"/>
        <source>Cannot load the model “%1”: %2.</source>
        <translation>Cannot load the model “%1”: %2.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="199"/>
        <source>This computer&apos;s processor cannot run the model engine shipped with the app (it has: %1). Please report it, naming your processor; a build from source (see the README) runs on any processor.</source>
        <translation>This computer&apos;s processor cannot run the model engine shipped with the app (it has: %1). Please report it, naming your processor; a build from source (see the README) runs on any processor.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="207"/>
        <source>This message is too long: it needs %1 tokens, but the context window holds %2. Shorten it, or raise the context size in Settings.</source>
        <translation>This message is too long: it needs %1 tokens, but the context window holds %2. Shorten it, or raise the context size in Settings.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="216"/>
        <source>No model is loaded yet. Open a model file first.</source>
        <translation>No model is loaded yet. Open a model file first.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="220"/>
        <source>The model failed while answering. Try again; your conversation is kept.</source>
        <translation>The model failed while answering. Try again; your conversation is kept.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="226"/>
        <source>Something went wrong (%1). Details are in the log; your conversation is kept.</source>
        <translation>Something went wrong (%1). Details are in the log; your conversation is kept.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="236"/>
        <source>The disk is full. Free some space; until then new messages are not saved.</source>
        <translation>The disk is full. Free some space; until then new messages are not saved.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/error_text.py" line="240"/>
        <source>The file could not be written (%1).</source>
        <translation>The file could not be written (%1).</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/file_dialogs.py" line="14"/>
        <source>Choose a GGUF model</source>
        <translation>Choose a GGUF model</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/file_dialogs.py" line="16"/>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF models (*.gguf)</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="53"/>
        <source>Your conversation history could not be read and was set aside as %1. A new history was started.</source>
        <translation>Your conversation history could not be read and was set aside as %1. A new history was started.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="91"/>
        <source>Export conversation</source>
        <translation>Export conversation</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="102"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="102"/>
        <source>Qwen</source>
        <translation>Qwen</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="103"/>
        <source>System prompt</source>
        <translation>System prompt</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="104"/>
        <source>Attached: %1</source>
        <translation>Attached: %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="105"/>
        <source>Thinking</source>
        <translation>Thinking</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="111"/>
        <source>Could not export: %1</source>
        <translation>Could not export: %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="113"/>
        <source>Exported to %1</source>
        <translation>Exported to %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="119"/>
        <source>Import a conversation</source>
        <translation>Import a conversation</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="121"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="131"/>
        <source>This file is not a conversation that can be imported: %1</source>
        <translation>This file is not a conversation that can be imported: %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/history_actions.py" line="138"/>
        <source>Could not import: %1</source>
        <translation>Could not import: %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="211"/>
        <source>%1 is still loaded and in use.</source>
        <translation>%1 is still loaded and in use.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="264"/>
        <source>Editing a message: sending adds a new version beside it (‹ › switches between them). Esc cancels.</source>
        <translation>Editing a message: sending adds a new version beside it (‹ › switches between them). Esc cancels.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="295"/>
        <source>Attach files</source>
        <translation>Attach files</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="343"/>
        <source>No model is loaded yet. Open a model file first (Ctrl+O).</source>
        <translation>No model is loaded yet. Open a model file first (Ctrl+O).</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="347"/>
        <source>An attached file is still being read; send again in a moment.</source>
        <translation>An attached file is still being read; send again in a moment.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="351"/>
        <source>A reply is being written. Stop it (Esc) to send another message.</source>
        <translation>A reply is being written. Stop it (Esc) to send another message.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="356"/>
        <source>Slower than usual: %1 tokens/s, where this computer usually writes %2. Another program is using the CPU.</source>
        <translation>Slower than usual: %1 tokens/s, where this computer usually writes %2. Another program is using the CPU.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="366"/>
        <source>The conversation could not be saved: %1 It stays on screen; nothing you typed is lost.</source>
        <translation>The conversation could not be saved: %1 It stays on screen; nothing you typed is lost.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="282"/>
        <source>Reply copied</source>
        <translation>Reply copied</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="324"/>
        <source>Deleted a message.</source>
        <translation>Deleted a message.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="325"/>
        <source>Deleted %1 messages (a message and its replies).</source>
        <translation>Deleted %1 messages (a message and its replies).</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="373"/>
        <source>Some settings could not be used and were reset: %1.</source>
        <translation>Some settings could not be used and were reset: %1.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="377"/>
        <source>The old file was kept as %1.</source>
        <translation>The old file was kept as %1.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/preferences.py" line="142"/>
        <source>The new language is used from the next start of the app.</source>
        <translation>The new language is used from the next start of the app.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/preferences.py" line="164"/>
        <source>Your settings are in use but could not be saved: %1</source>
        <translation>Your settings are in use but could not be saved: %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/services/preferences.py" line="177"/>
        <source>The %1 model is not downloaded yet. Download it to use it; until then the current model stays loaded.</source>
        <translation>The %1 model is not downloaded yet. Download it to use it; until then the current model stays loaded.</translation>
    </message>
</context>
<context>
    <name>MarkdownView</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/markdown_view.py" line="289"/>
        <source>Copy code</source>
        <translation>Copy code</translation>
    </message>
</context>
<context>
    <name>MessageAccess</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_access.py" line="22"/>
        <source>version %1 of %2</source>
        <translation>version %1 of %2</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_access.py" line="29"/>
        <source>Your message</source>
        <translation>Your message</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_access.py" line="31"/>
        <source>Reply from Qwen</source>
        <translation>Reply from Qwen</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_access.py" line="37"/>
        <source>being written</source>
        <translation>being written</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_access.py" line="44"/>
        <source>Previous version</source>
        <translation>Previous version</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_access.py" line="47"/>
        <source>Next version</source>
        <translation>Next version</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_access.py" line="66"/>
        <source>Passage from %1</source>
        <translation>Passage from %1</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="73"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="73"/>
        <source>Qwen</source>
        <translation>Qwen</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="92"/>
        <source>Show the whole message</source>
        <translation>Show the whole message</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="102"/>
        <source>Attached: %1</source>
        <translation>Attached: %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="248"/>
        <source>Click a source to read the passage it gave</source>
        <translation>Click a source to read the passage it gave</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="255"/>
        <source>Previous version (Alt+Left)</source>
        <translation>Previous version (Alt+Left)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="261"/>
        <source>Next version (Alt+Right)</source>
        <translation>Next version (Alt+Right)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="135"/>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="135"/>
        <source>Copy this message</source>
        <translation>Copy this message</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="138"/>
        <source>Edit</source>
        <translation>Edit</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="138"/>
        <source>Edit this message and send it again</source>
        <translation>Edit this message and send it again</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="142"/>
        <source>Regenerate</source>
        <translation>Regenerate</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="142"/>
        <source>Write this reply again</source>
        <translation>Write this reply again</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="146"/>
        <source>Answer</source>
        <translation>Answer</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="146"/>
        <source>Write a reply to this message</source>
        <translation>Write a reply to this message</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="150"/>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="150"/>
        <source>Remove this message from the conversation</source>
        <translation>Remove this message from the conversation</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="174"/>
        <source>Show or hide what the model thought before answering</source>
        <translation>Show or hide what the model thought before answering</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="178"/>
        <source>Thinking</source>
        <translation>Thinking</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="206"/>
        <source>Thinking…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="214"/>
        <source>Thought for %1 s</source>
        <translation>Thought for %1 s</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="217"/>
        <source>Thoughts</source>
        <translation>Thoughts</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="316"/>
        <source>Show all (%1 characters)</source>
        <translation>Show all (%1 characters)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="369"/>
        <source>first token %1 s</source>
        <translation>first token %1 s</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="370"/>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="371"/>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="374"/>
        <source>stopped</source>
        <translation>stopped</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="375"/>
        <source>the connection broke off</source>
        <translation>the connection broke off</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="376"/>
        <source>reached the max tokens limit</source>
        <translation>reached the max tokens limit</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="377"/>
        <source>context window full</source>
        <translation>context window full</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="400"/>
        <source>From: %1</source>
        <translation>From: %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="402"/>
        <source>No passage matched the question; gave the start of %1</source>
        <translation>No passage matched the question; gave the start of %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/message_widget.py" line="386"/>
        <source>Prompt: %1 tokens, %2 evaluated (the rest came from the cache)</source>
        <translation>Prompt: %1 tokens, %2 evaluated (the rest came from the cache)</translation>
    </message>
</context>
<context>
    <name>ModelManager</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="47"/>
        <source>Models</source>
        <translation>Models</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="53"/>
        <source>Model files on this computer</source>
        <translation>Model files on this computer</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="55"/>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="55"/>
        <source>Quantization</source>
        <translation>Quantization</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="55"/>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="55"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="64"/>
        <source>Use this model</source>
        <translation>Use this model</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="65"/>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="66"/>
        <source>Check file</source>
        <translation>Check file</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="67"/>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="68"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="104"/>
        <source>in use</source>
        <translation>in use</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="105"/>
        <source>imported</source>
        <translation>imported</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="115"/>
        <source>No models yet. Download one or import a GGUF file.</source>
        <translation>No models yet. Download one or import a GGUF file.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="133"/>
        <source>This model is in use. Choose another one first.</source>
        <translation>This model is in use. Choose another one first.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="143"/>
        <source>Could not delete it: %1</source>
        <translation>Could not delete it: %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="146"/>
        <source>Deleted %1.</source>
        <translation>Deleted %1.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="154"/>
        <source>Checking %1…</source>
        <translation>Checking %1…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="161"/>
        <source>compared with the published SHA-256</source>
        <translation>compared with the published SHA-256</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="162"/>
        <source>compared with the SHA-256 the server gave at download; no published checksum</source>
        <translation>compared with the SHA-256 the server gave at download; no published checksum</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="164"/>
        <source>header and tensor table only; no checksum is known</source>
        <translation>header and tensor table only; no checksum is known</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="167"/>
        <source>%1 is intact (%2).</source>
        <translation>%1 is intact (%2).</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="169"/>
        <source>%1 is damaged: %2 (%3). Delete it and download it again.</source>
        <translation>%1 is damaged: %2 (%3). Delete it and download it again.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="180"/>
        <source>Check of %1 stopped.</source>
        <translation>Check of %1 stopped.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/model_manager.py" line="196"/>
        <source>Imported %1.</source>
        <translation>Imported %1.</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <location filename="../../qwen_desktop/ui/model_picker.py" line="24"/>
        <source>Who answers the next message: this computer&apos;s model, or a remote server&apos;s</source>
        <translation>Who answers the next message: this computer&apos;s model, or a remote server&apos;s</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_picker.py" line="26"/>
        <source>Who answers</source>
        <translation>Who answers</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_picker.py" line="39"/>
        <source>no model loaded</source>
        <translation>no model loaded</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_picker.py" line="40"/>
        <location filename="../../qwen_desktop/ui/model_picker.py" line="42"/>
        <source>This computer: %1</source>
        <translation>This computer: %1</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/passage_dialog.py" line="29"/>
        <source>Passage</source>
        <translation>Passage</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/passage_dialog.py" line="31"/>
        <source>This passage is no longer available.</source>
        <translation>This passage is no longer available.</translation>
    </message>
</context>
<context>
    <name>QuickAskWindow</name>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="51"/>
        <source>Quick ask</source>
        <translation>Quick ask</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="55"/>
        <source>Ask anything, then Enter (Esc closes)</source>
        <translation>Ask anything, then Enter (Esc closes)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="56"/>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="57"/>
        <source>Selected text (you can edit it):</source>
        <translation>Selected text (you can edit it):</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="60"/>
        <source>Selected text</source>
        <translation>Selected text</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="65"/>
        <source>Reply</source>
        <translation>Reply</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="66"/>
        <source>The reply appears here. Enter copies it.</source>
        <translation>The reply appears here. Enter copies it.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="70"/>
        <source>Open in window</source>
        <translation>Open in window</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="95"/>
        <source>Send the selected text to this assistant</source>
        <translation>Send the selected text to this assistant</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="178"/>
        <source>Writing…</source>
        <translation>Writing…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="181"/>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="205"/>
        <source>Load a model first (the main window, Ctrl+O).</source>
        <translation>Load a model first (the main window, Ctrl+O).</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="187"/>
        <source>Thinking…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="194"/>
        <source>%1 · assistant: %2</source>
        <translation>%1 · assistant: %2</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="196"/>
        <source>System prompt: %1</source>
        <translation>System prompt: %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="202"/>
        <source>Stopped.</source>
        <translation>Stopped.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/quick_ask_window.py" line="209"/>
        <source>Reply copied.</source>
        <translation>Reply copied.</translation>
    </message>
</context>
<context>
    <name>ServersDialog</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="44"/>
        <source>Remote servers</source>
        <translation>Remote servers</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="50"/>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="52"/>
        <source>Any OpenAI-compatible server: llama-server, vLLM, Ollama (/v1), LM Studio or another Qwen Desktop.</source>
        <translation>Any OpenAI-compatible server: llama-server, vLLM, Ollama (/v1), LM Studio or another Qwen Desktop.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="56"/>
        <source>Test connection</source>
        <translation>Test connection</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="57"/>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="58"/>
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="59"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="60"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="68"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="69"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="70"/>
        <source>API key</source>
        <translation>API key</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="71"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="90"/>
        <source>e.g. Home PC</source>
        <translation>e.g. Home PC</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="97"/>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="136"/>
        <source>That address cannot be used: %1</source>
        <translation>That address cannot be used: %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="148"/>
        <source>Connecting to %1…</source>
        <translation>Connecting to %1…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="173"/>
        <source>Connected: %1 models. Choose one and save.</source>
        <translation>Connected: %1 models. Choose one and save.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="174"/>
        <source>Connected, but the server lists no models.</source>
        <translation>Connected, but the server lists no models.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="188"/>
        <source>Could not save: %1</source>
        <translation>Could not save: %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/servers_dialog.py" line="192"/>
        <source>Saved %1.</source>
        <translation>Saved %1.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="55"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="120"/>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="122"/>
        <source>recommended</source>
        <translation>recommended</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="123"/>
        <source>downloaded</source>
        <translation>downloaded</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="123"/>
        <source>not downloaded</source>
        <translation>not downloaded</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="232"/>
        <source>High contrast</source>
        <translation>High contrast</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="237"/>
        <source>Light, dark or high-contrast colours. Same as the system follows the system&apos;s high-contrast setting too.</source>
        <translation>Light, dark or high-contrast colours. Same as the system follows the system&apos;s high-contrast setting too.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="257"/>
        <source>Let other programs on this computer use the model</source>
        <translation>Let other programs on this computer use the model</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="260"/>
        <source>An OpenAI-compatible server on 127.0.0.1 only, for editors, scripts and browser extensions. Other computers cannot reach it. Off by default.</source>
        <translation>An OpenAI-compatible server on 127.0.0.1 only, for editors, scripts and browser extensions. Other computers cannot reach it. Off by default.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="263"/>
        <source>The port it listens on.</source>
        <translation>The port it listens on.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="267"/>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="268"/>
        <source>When set, programs must send it as a Bearer key.</source>
        <translation>When set, programs must send it as a Bearer key.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="271"/>
        <source>none (web pages may not use it)</source>
        <translation>none (web pages may not use it)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="273"/>
        <source>Web page origins allowed to call the server, separated by commas, e.g. http://localhost:3000. Leave empty unless a web app needs it.</source>
        <translation>Web page origins allowed to call the server, separated by commas, e.g. http://localhost:3000. Leave empty unless a web app needs it.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="283"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="284"/>
        <source>API key</source>
        <translation>API key</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="285"/>
        <source>Allowed web origins</source>
        <translation>Allowed web origins</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="286"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="332"/>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="151"/>
        <source>How much of the conversation the model can see at once. Larger remembers more but uses more memory and makes long conversations slower.</source>
        <translation>How much of the conversation the model can see at once. Larger remembers more but uses more memory and makes long conversations slower.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="95"/>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="97"/>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="280"/>
        <source>Local API server</source>
        <translation>Local API server</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="99"/>
        <source>About</source>
        <translation>About</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="116"/>
        <source>Which model, and how strongly it is compressed. Bigger models and larger files answer better but need more memory and write more slowly.</source>
        <translation>Which model, and how strongly it is compressed. Bigger models and larger files answer better but need more memory and write more slowly.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="129"/>
        <source>CPU threads used by the model. The number of performance cores is fastest; more threads than cores slows it down.</source>
        <translation>CPU threads used by the model. The number of performance cores is fastest; more threads than cores slows it down.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="133"/>
        <source>This computer: %1 performance cores, %2 cores, %3 logical processors</source>
        <translation>This computer: %1 performance cores, %2 cores, %3 logical processors</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="142"/>
        <source>%1 tokens · about %2 MB of memory</source>
        <translation>%1 tokens · about %2 MB of memory</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="146"/>
        <source>Disk space for remembering where recent conversations left off, so continuing one after a restart starts answering at once. 0 turns it off.</source>
        <translation>Disk space for remembering where recent conversations left off, so continuing one after a restart starts answering at once. 0 turns it off.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="160"/>
        <source>Saved conversation states</source>
        <translation>Saved conversation states</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="167"/>
        <source>Fast answers</source>
        <translation>Fast answers</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="167"/>
        <source>Balanced</source>
        <translation>Balanced</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="168"/>
        <source>Creative</source>
        <translation>Creative</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="168"/>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="173"/>
        <source>Fast answers: short, deterministic replies. Balanced: Qwen&apos;s recommended settings. Creative: more varied, longer replies.</source>
        <translation>Fast answers: short, deterministic replies. Balanced: Qwen&apos;s recommended settings. Creative: more varied, longer replies.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="177"/>
        <source>Randomness. 0 always picks the most likely word (repeatable, focused); higher values give more varied but less reliable text. No effect on speed.</source>
        <translation>Randomness. 0 always picks the most likely word (repeatable, focused); higher values give more varied but less reliable text. No effect on speed.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="180"/>
        <source>Only words within this share of probability are considered. Lower is more focused, higher more varied. No effect on speed.</source>
        <translation>Only words within this share of probability are considered. Lower is more focused, higher more varied. No effect on speed.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="184"/>
        <source>Only this many of the most likely words are considered (0 = no limit). Lower is more focused. No effect on speed.</source>
        <translation>Only this many of the most likely words are considered (0 = no limit). Lower is more focused. No effect on speed.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="187"/>
        <source>Drops words far less likely than the best one. Higher is more focused.</source>
        <translation>Drops words far less likely than the best one. Higher is more focused.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="189"/>
        <source>Discourages repeating the same words. 1.0 is off; too high makes text odd.</source>
        <translation>Discourages repeating the same words. 1.0 is off; too high makes text odd.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="193"/>
        <source>The longest reply, in tokens (about ¾ of an English word or one Chinese character). Lower values give faster, shorter answers.</source>
        <translation>The longest reply, in tokens (about ¾ of an English word or one Chinese character). Lower values give faster, shorter answers.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="196"/>
        <source>0: every reply is sampled afresh. Any other number: asking the same thing again from the same state (a conversation just opened, or the same message asked again) gives the same reply. A reply that reuses more or less of what the model has already read can differ slightly.</source>
        <translation>0: every reply is sampled afresh. Any other number: asking the same thing again from the same state (a conversation just opened, or the same message asked again) gives the same reply. A reply that reuses more or less of what the model has already read can differ slightly.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="200"/>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="202"/>
        <source>How much of attached documents a message may carry, in tokens. More gives the model more to read but takes longer before the answer starts (about 1 s per 100 tokens on a 2-core laptop).</source>
        <translation>How much of attached documents a message may carry, in tokens. More gives the model more to read but takes longer before the answer starts (about 1 s per 100 tokens on a 2-core laptop).</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="209"/>
        <source>Instructions the model reads before every conversation. A long system prompt uses context and slows the first reply slightly.</source>
        <translation>Instructions the model reads before every conversation. A long system prompt uses context and slows the first reply slightly.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="222"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="224"/>
        <source>Attached documents</source>
        <translation>Attached documents</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="230"/>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="244"/>
        <source>Same as the system</source>
        <translation>Same as the system</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="230"/>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="231"/>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="241"/>
        <source>Text size, in points.</source>
        <translation>Text size, in points.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="248"/>
        <source>The language of the app&apos;s menus and messages.</source>
        <translation>The language of the app&apos;s menus and messages.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="154"/>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="156"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="157"/>
        <source>CPU threads</source>
        <translation>CPU threads</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="159"/>
        <source>Context size</source>
        <translation>Context size</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="96"/>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="213"/>
        <source>Answers</source>
        <translation>Answers</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="215"/>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="216"/>
        <source>Temperature</source>
        <translation>Temperature</translation>
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
        <translation>Repeat penalty</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="221"/>
        <source>Max new tokens</source>
        <translation>Max new tokens</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="223"/>
        <source>System prompt</source>
        <translation>System prompt</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="249"/>
        <source>Appearance</source>
        <translation>Appearance</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="251"/>
        <source>Theme</source>
        <translation>Theme</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="252"/>
        <source>Font size</source>
        <translation>Font size</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/settings_dialog.py" line="253"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="29"/>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="33"/>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="34"/>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="34"/>
        <source>What it does</source>
        <translation>What it does</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="72"/>
        <source>Send the message</source>
        <translation>Send the message</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="73"/>
        <source>New line in the message</source>
        <translation>New line in the message</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="74"/>
        <source>Stop the reply; cancel an edit; close a dialog</source>
        <translation>Stop the reply; cancel an edit; close a dialog</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="75"/>
        <source>New conversation</source>
        <translation>New conversation</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="76"/>
        <source>Go to the message box</source>
        <translation>Go to the message box</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="77"/>
        <source>Search conversations</source>
        <translation>Search conversations</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="78"/>
        <source>Copy the last reply</source>
        <translation>Copy the last reply</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="80"/>
        <source>Next / previous region: conversations, messages, message box</source>
        <translation>Next / previous region: conversations, messages, message box</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="81"/>
        <source>Up, Down</source>
        <translation>Up, Down</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="81"/>
        <source>Previous / next message (on a message)</source>
        <translation>Previous / next message (on a message)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="83"/>
        <source>Previous / next version of the message</source>
        <translation>Previous / next version of the message</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="84"/>
        <source>Menu key, %1</source>
        <translation>Menu key, %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="85"/>
        <source>The message&apos;s actions: copy, edit, regenerate, versions, delete</source>
        <translation>The message&apos;s actions: copy, edit, regenerate, versions, delete</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="86"/>
        <source>Next / previous control</source>
        <translation>Next / previous control</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="87"/>
        <source>Open a model file</source>
        <translation>Open a model file</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="88"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="89"/>
        <source>This list</source>
        <translation>This list</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="90"/>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/dialogs/shortcuts_dialog.py" line="93"/>
        <source>Quick ask, from any application</source>
        <translation>Quick ask, from any application</translation>
    </message>
</context>
<context>
    <name>UndoBar</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/undo_bar.py" line="20"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="17"/>
        <source>What can I help you with?</source>
        <translation>What can I help you with?</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="27"/>
        <source>Everything runs on this computer; nothing you write leaves it.</source>
        <translation>Everything runs on this computer; nothing you write leaves it.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="43"/>
        <source>Put this into the message box</source>
        <translation>Put this into the message box</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="54"/>
        <source>Explain what a large language model is, in three sentences.</source>
        <translation>Explain what a large language model is, in three sentences.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="55"/>
        <source>Write a short poem about autumn.</source>
        <translation>Write a short poem about autumn.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="56"/>
        <source>Help me write a polite email asking for a day off tomorrow.</source>
        <translation>Help me write a polite email asking for a day off tomorrow.</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="57"/>
        <source>Translate into English: 今天天气很好，我们去公园散步吧。</source>
        <translation>Translate into English: 今天天气很好，我们去公园散步吧。</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="62"/>
        <source>Loading %1…</source>
        <translation>Loading %1…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="64"/>
        <source>Model: %1</source>
        <translation>Model: %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/chat/welcome.py" line="66"/>
        <source>No model is loaded yet. Open a model file (Ctrl+O) to start.</source>
        <translation>No model is loaded yet. Open a model file (Ctrl+O) to start.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="22"/>
        <source>&amp;New conversation</source>
        <translation>&amp;New conversation</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="24"/>
        <source>&amp;Open model file…</source>
        <translation>&amp;Open model file…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="26"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="29"/>
        <source>&amp;Get a model…</source>
        <translation>&amp;Get a model…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="31"/>
        <source>&amp;Models…</source>
        <translation>&amp;Models…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="33"/>
        <source>&amp;Remote servers…</source>
        <translation>&amp;Remote servers…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="35"/>
        <source>&amp;Assistants…</source>
        <translation>&amp;Assistants…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="38"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="39"/>
        <source>&amp;Stop reply</source>
        <translation>&amp;Stop reply</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="40"/>
        <source>&amp;Focus the message box</source>
        <translation>&amp;Focus the message box</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="42"/>
        <source>&amp;Copy last reply</source>
        <translation>&amp;Copy last reply</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="44"/>
        <source>&amp;Search conversations</source>
        <translation>&amp;Search conversations</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="46"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="48"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="54"/>
        <source>&amp;Chat</source>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/window_menus.py" line="57"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
</context>
<context>
    <name>WindowStatus</name>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="45"/>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="190"/>
        <source>No model</source>
        <translation>No model</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="50"/>
        <source>Loading the model</source>
        <translation>Loading the model</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="53"/>
        <source>Reading the prompt</source>
        <translation>Reading the prompt</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="70"/>
        <source>Open a model to start (Ctrl+O)</source>
        <translation>Open a model to start (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="111"/>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="173"/>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="178"/>
        <source>Ready</source>
        <translation>Ready</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="112"/>
        <source>Waiting for the model to load…</source>
        <translation>Waiting for the model to load…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="113"/>
        <source>Thinking…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="114"/>
        <source>Writing…</source>
        <translation>Writing…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="115"/>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="116"/>
        <source>Stopped</source>
        <translation>Stopped</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="127"/>
        <source>Reading %1 of %2 tokens… (Esc stops)</source>
        <translation>Reading %1 of %2 tokens… (Esc stops)</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="144"/>
        <source>≈%1 tokens/s</source>
        <translation>≈%1 tokens/s</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="149"/>
        <source>%1 tokens/s · %2 tokens</source>
        <translation>%1 tokens/s · %2 tokens</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="161"/>
        <source>Loading %1…</source>
        <translation>Loading %1…</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="167"/>
        <source>%1
context %2 tokens, %3 threads</source>
        <translation>%1
context %2 tokens, %3 threads</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="179"/>
        <source>The model could not be loaded</source>
        <translation>The model could not be loaded</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="201"/>
        <source>Updating the search index of attached files: %1 of %2</source>
        <translation>Updating the search index of attached files: %1 of %2</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="206"/>
        <source>Attached files re-indexed: questions in Chinese now find their passages</source>
        <translation>Attached files re-indexed: questions in Chinese now find their passages</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="212"/>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="225"/>
        <source>API server: %1</source>
        <translation>API server: %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="214"/>
        <source>Other programs on this computer can use the loaded model through the OpenAI API at %1</source>
        <translation>Other programs on this computer can use the loaded model through the OpenAI API at %1</translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/status_bar.py" line="223"/>
        <source>API server: answering (%1)</source>
        <translation>API server: answering (%1)</translation>
    </message>
</context>
</TS>
